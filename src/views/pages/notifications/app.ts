import { defineApp } from '@core/app/defineApp'
import { notificationsPath } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Notification: true
  }
}

export const notificationsApp = defineApp({
  namespace: 'notifications',
  subject: 'Notification',
  menu: { section: 'pages' },
  screens: [
    {
      path: notificationsPath,
      load: () => import('./NotificationsPage'),
      title: 'title',
      icon: 'Bell',
      menu: { title: 'nav.notifications' }
    }
  ]
})
