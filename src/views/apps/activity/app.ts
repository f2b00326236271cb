import { defineApp } from '@core/app/defineApp'
import { activityPath } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Activity: true
  }
}

export const activityApp = defineApp({
  namespace: 'activity',
  subject: 'Activity',
  menu: { section: 'apps' },
  screens: [
    {
      path: activityPath,
      load: () => import('./ActivityPage'),
      title: 'title',
      icon: 'Clock',
      menu: { title: 'nav.activity' }
    }
  ]
})
