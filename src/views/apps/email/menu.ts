import { Mail } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { emailPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'email',
  section: 'apps',
  items: [{ id: 'email', title: 'nav.email', icon: Mail, navLink: paths.inbox }]
})
