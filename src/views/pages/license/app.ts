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
  screens: [{ path: licensePath, load: () => import('./LicensePage'), title: 'title' }]
})
