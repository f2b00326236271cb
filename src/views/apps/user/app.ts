import { withCreateIntent } from '@core/app/commands'
import { defineApp } from '@core/app/defineApp'
import { userPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    User: true
  }
}

export const userApp = defineApp({
  namespace: 'user',
  uses: ['activity'],
  subject: 'User',
  menu: { section: 'apps', group: { title: 'nav.user', icon: 'UserRound' } },
  create: {
    title: 'commands.create',
    keywords: 'commands.keywords',
    icon: 'UserPlus',
    to: withCreateIntent(paths.list)
  },
  screens: [
    {
      path: paths.list,
      load: () => import('./list/UserList'),
      title: 'titles.list',
      icon: 'Users',
      menu: { title: 'nav.list', icon: 'List' }
    },
    {
      path: paths.view(),
      load: () => import('./view/UserView'),
      title: 'titles.view',
      example: paths.view(1)
    },
    {
      path: paths.firstView,
      load: () => import('./view/OpenFirstUser'),
      title: 'titles.view',
      icon: 'User',
      menu: { title: 'nav.view', icon: 'Eye' }
    }
  ]
})
