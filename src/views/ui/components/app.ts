import { defineApp } from '@core/app/defineApp'
import { componentPages, componentPath } from './routes.contract'

// The area's CASL subject joins the typed union of src/configs/acl/subjects.ts.
declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    UiComponent: true
  }
}

/** The 26 component demo pages, from the table in routes.contract.ts. */
export const uiComponentsApp = defineApp({
  namespace: 'components',
  subject: 'UiComponent',
  screens: componentPages.map(({ name, demos }) => ({
    path: componentPath(name),
    load: () => import('./demoPages').then(({ loadPage }) => loadPage(name, demos)),
    title: `${name}.title`
  }))
})
