import { defineApp } from '@core/app/defineApp'
import { chatPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Chat: true
  }
}

export const chatApp = defineApp({
  namespace: 'chat',
  subject: 'Chat',
  menu: { section: 'apps' },
  screens: [
    {
      path: paths.app,
      load: () => import('./ChatApp'),
      title: 'title',
      icon: 'MessageSquare',
      menu: { title: 'nav.chat' }
    }
  ]
})
