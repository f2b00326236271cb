import { defineApp } from '@core/app/defineApp'
import { extensionPages, extensionPath } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Extension: true
  }
}

export const extensionsApp = defineApp({
  namespace: 'extensions',
  subject: 'Extension',
  screens: extensionPages.map(({ name, demos }) => ({
    path: extensionPath(name),
    load: () => import('./demoPages').then(({ loadPage }) => loadPage(name, demos)),
    title: `${name}.title`
  }))
})
