import { defineApp } from '@core/app/defineApp'
import { kanbanPaths as paths } from './routes.contract'

// The app's CASL subject joins the typed union of src/configs/acl/subjects.ts.
declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Kanban: true
  }
}

/** The kanban app: boards of tasks moved by drag and drop (SPEC section 2); menu entry in menu.ts. */
export const kanbanApp = defineApp({
  namespace: 'kanban',
  subject: 'Kanban',
  screens: [{ path: paths.board, load: () => import('./board/KanbanApp'), title: 'titles.board' }]
})
