import { withCreateIntent } from '@core/app/commands'
import { defineApp } from '@core/app/defineApp'
import { kanbanPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Kanban: true
  }
}

export const kanbanApp = defineApp({
  namespace: 'kanban',
  subject: 'Kanban',
  menu: { section: 'apps' },
  create: {
    title: 'commands.create',
    keywords: 'commands.keywords',
    icon: 'SquarePlus',
    to: withCreateIntent(paths.board)
  },
  screens: [
    {
      path: paths.board,
      load: () => import('./board/KanbanApp'),
      title: 'titles.board',
      icon: 'Kanban',
      menu: { title: 'nav.kanban' }
    }
  ]
})
