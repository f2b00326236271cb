import { defineApp } from '@core/app/defineApp'
import { licensePath } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    License: true
  }
}

export const licenseApp = defineApp({
  namespace: 'license',
  subject: 'License',
  menu: { section: 'pages' },
  screens: [
    {
      path: licensePath,
      load: () => import('./LicensePage'),
      title: 'title',
      icon: 'FileText',
      menu: { title: 'nav.license' }
    }
  ]
})
