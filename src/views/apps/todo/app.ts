import { defineApp } from '@core/app/defineApp'
import { todoPaths as paths } from './routes.contract'

// The app's CASL subject joins the typed union of src/configs/acl/subjects.ts.
declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Todo: true
  }
}

const load = () => import('./TodoApp')

/** The todo app: one screen at three addresses (SPEC section 2; the view lives in the URL). */
export const todoApp = defineApp({
  namespace: 'todo',
  subject: 'Todo',
  screens: [
    { path: paths.list, load, title: 'title' },
    { path: paths.filter(), load, title: 'title', example: paths.filter('important') },
    { path: paths.tag(), load, title: 'title', example: paths.tag('team') }
  ]
})
