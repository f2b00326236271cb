import { defineApp } from '@core/app/defineApp'
import { emailPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Email: true
  }
}

export const emailApp = defineApp({
  namespace: 'email',
  subject: 'Email',
  menu: { section: 'apps' },
  screens: [
    {
      path: paths.all,
      load: () => import('./EmailApp'),
      title: 'title',
      example: paths.inbox,
      icon: 'Mail',
      menu: { title: 'nav.email' }
    }
  ]
})
