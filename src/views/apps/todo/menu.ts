import { SquareCheck } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { todoPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'todo',
  section: 'apps',
  items: [{ id: 'todo', title: 'nav.todo', icon: SquareCheck, navLink: paths.list }]
})
