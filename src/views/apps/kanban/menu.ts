import { Kanban } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { kanbanPaths as paths } from './routes.contract'

/** The kanban app's menu entry (title in `common:nav`), guarded by the app's subject. */
export const menu = defineMenu({
  app: 'kanban',
  section: 'apps',
  items: [{ id: 'kanban', title: 'nav.kanban', icon: Kanban, navLink: paths.board }]
})
