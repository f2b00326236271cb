import { Eye, List, UserRound } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { userPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'user',
  section: 'apps',
  items: [
    {
      id: 'user',
      title: 'nav.user',
      icon: UserRound,
      children: [
        { id: 'user-list', title: 'nav.list', icon: List, navLink: paths.list },
        { id: 'user-view', title: 'nav.view', icon: Eye, navLink: paths.firstView }
      ]
    }
  ]
})
