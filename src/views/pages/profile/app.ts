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
  menu: { section: 'pages' },
  screens: [
    {
      path: paths.page,
      load: () => import('./Profile'),
      title: 'title',
      icon: 'User',
      menu: { title: 'nav.profile', icon: 'UserRound' }
    }
  ]
})
