import { defineApp } from '@core/app/defineApp'
import { formPages } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    FormPages: true
  }
}

export const formPagesApp = defineApp({
  namespace: 'formPages',
  subject: 'FormPages',
  screens: formPages.map(({ name, path, demos, wide }) => ({
    path,
    load: () => import('./demoPages').then(({ loadPage }) => loadPage(name, demos, wide)),
    title: `${name}.title`
  }))
})
