import { defineApp } from '@core/app/defineApp'
import { tablePages } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Tables: true
  }
}

export const tablesApp = defineApp({
  namespace: 'tables',
  subject: 'Tables',
  menu: { section: 'formsAndTables', group: { title: 'nav.datatables', icon: 'Sheet' } },
  screens: tablePages.map(({ name, nav, path, demos, wide }, index) => ({
    path,
    load: () => import('./demoPages').then(({ loadPage }) => loadPage(name, demos, wide)),
    title: `${name}.title`,
    icon: 'Table',
    // The basic tables stand beside the data tables' group.
    menu: index === 0 ? { title: nav, icon: 'Grid3x3', outsideGroup: true } : { title: nav, icon: 'Circle' }
  }))
})
