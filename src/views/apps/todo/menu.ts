import { SquareCheck } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { todoPaths as paths } from './routes.contract'

/** The todo app's menu entry (title in `common:nav`), guarded by the app's subject. */
export const menu = defineMenu({
  app: 'todo',
  section: 'apps',
  items: [{ id: 'todo', title: 'nav.todo', icon: SquareCheck, navLink: paths.list }]
})
