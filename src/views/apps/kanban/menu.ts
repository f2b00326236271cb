import { Kanban } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { kanbanPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'kanban',
  section: 'apps',
  items: [{ id: 'kanban', title: 'nav.kanban', icon: Kanban, navLink: paths.board }]
})
