import { defineApp } from '@core/app/defineApp'
import { userPaths as paths } from './routes.contract'

// The app's CASL subject joins the typed union of src/configs/acl/subjects.ts.
declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    User: true
  }
}

/** The users app: its screens (SPEC section 2); menu entries in menu.ts. */
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
