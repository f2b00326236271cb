import { Mail } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { emailPaths as paths } from './routes.contract'

/** The email app's menu entry (title in `common:nav`), guarded by the app's subject. */
export const menu = defineMenu({
  app: 'email',
  section: 'apps',
  items: [{ id: 'email', title: 'nav.email', icon: Mail, navLink: paths.inbox }]
})
