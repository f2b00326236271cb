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
  screens: tablePages.map(({ name, path, demos, wide }) => ({
    path,
    load: () => import('./demoPages').then(({ loadPage }) => loadPage(name, demos, wide)),
    title: `${name}.title`
  }))
})
