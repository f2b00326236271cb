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
  menu: { section: 'userInterface', group: { title: 'nav.extensions', icon: 'Puzzle' } },
  screens: extensionPages.map((page) => ({
    path: extensionPath(page.name),
    load: () =>
      import('./demoPages').then(({ loadPage }) =>
        loadPage(page.name, page.demos, 'wide' in page ? page.wide : [])
      ),
    title: `${page.name}.title`,
    icon: 'Puzzle',
    menu: { title: `nav.extension.${page.name}`, icon: 'Circle' }
  }))
})
