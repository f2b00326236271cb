import { Eye, List, UserRound } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { userPaths as paths } from './routes.contract'

/** The user app's menu entries (titles in `common:nav`), guarded by the app's subject. */
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
