import { defineApp } from '@core/app/defineApp'
import { userPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    User: true
  }
}

export const userApp = defineApp({
  namespace: 'user',
  subject: 'User',
  screens: [
    { path: paths.list, load: () => import('./list/UserList'), title: 'titles.list' },
    {
      path: paths.view(),
      load: () => import('./view/UserView'),
      title: 'titles.view',
      example: paths.view(1)
    },
    { path: paths.firstView, load: () => import('./view/OpenFirstUser'), title: 'titles.view' }
  ]
})
