import { defineApp } from '@core/app/defineApp'
import { uiElementPages } from './routes.contract'

// The area's CASL subject joins the typed union of src/configs/acl/subjects.ts.
declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    UiElement: true
  }
}

/** The UI elements pages, from the table in routes.contract.ts: typography, colours, icons. */
export const uiElementsApp = defineApp({
  namespace: 'ui',
  subject: 'UiElement',
  screens: uiElementPages.map(({ name, path, demos }) => ({
    path,
    load:
      demos.length > 0
        ? () => import('./demoPages').then(({ loadPage }) => loadPage(name, demos))
        : () => import('./icons/IconsPage'),
    title: `${name}.title`
  }))
})
