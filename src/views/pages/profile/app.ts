import { defineApp } from '@core/app/defineApp'
import { profilePaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Profile: true
  }
}

export const profileApp = defineApp({
  namespace: 'profile',
  subject: 'Profile',
  screens: [{ path: paths.page, load: () => import('./Profile'), title: 'title' }]
})
