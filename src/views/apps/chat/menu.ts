import { MessageSquare } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { chatPaths as paths } from './routes.contract'

/** The chat app's menu entry (title in `common:nav`), guarded by the app's subject. */
export const menu = defineMenu({
  app: 'chat',
  section: 'apps',
  items: [{ id: 'chat', title: 'nav.chat', icon: MessageSquare, navLink: paths.app }]
})
