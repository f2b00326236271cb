import { MessageSquare } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { chatPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'chat',
  section: 'apps',
  items: [{ id: 'chat', title: 'nav.chat', icon: MessageSquare, navLink: paths.app }]
})
