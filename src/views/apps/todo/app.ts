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
  screens: [
    { path: paths.list, load, title: 'title' },
    { path: paths.filter(), load, title: 'title', example: paths.filter('important') },
    { path: paths.tag(), load, title: 'title', example: paths.tag('team') }
  ]
})
