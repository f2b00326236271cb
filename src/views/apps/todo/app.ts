import { withCreateIntent } from '@core/app/commands'
import { defineApp } from '@core/app/defineApp'
import { todoPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Todo: true
  }
}

const load = () => import('./TodoApp')

export const todoApp = defineApp({
  namespace: 'todo',
  subject: 'Todo',
  menu: { section: 'apps' },
  create: {
    title: 'commands.create',
    keywords: 'commands.keywords',
    icon: 'ListPlus',
    to: withCreateIntent(paths.list)
  },
  screens: [
    { path: paths.list, load, title: 'title', icon: 'SquareCheck', menu: { title: 'nav.todo' } },
    { path: paths.filter(), load, title: 'title', example: paths.filter('important') },
    { path: paths.tag(), load, title: 'title', example: paths.tag('team') }
  ]
})
