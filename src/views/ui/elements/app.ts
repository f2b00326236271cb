import { defineApp } from '@core/app/defineApp'
import { uiElementPages } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    UiElement: true
  }
}

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
