import { UserRound } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { profilePaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'profile',
  section: 'pages',
  items: [{ id: 'profile', title: 'nav.profile', icon: UserRound, navLink: paths.page }]
})
