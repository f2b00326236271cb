import { defineApp } from '@core/app/defineApp'
import { componentPages, componentPath } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    UiComponent: true
  }
}

export const uiComponentsApp = defineApp({
  namespace: 'components',
  subject: 'UiComponent',
  menu: { section: 'userInterface', group: { title: 'nav.components', icon: 'Component' } },
  screens: componentPages.map(({ name, demos }) => ({
    path: componentPath(name),
    load: () => import('./demoPages').then(({ loadPage }) => loadPage(name, demos)),
    title: `${name}.title`,
    icon: 'Component',
    menu: { title: `nav.component.${name}`, icon: 'Circle' }
  }))
})
