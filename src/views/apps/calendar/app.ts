import { withCreateIntent } from '@core/app/commands'
import { defineApp } from '@core/app/defineApp'
import { calendarPaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Calendar: true
  }
}

export const calendarApp = defineApp({
  namespace: 'calendar',
  subject: 'Calendar',
  menu: { section: 'apps' },
  create: {
    title: 'commands.create',
    keywords: 'commands.keywords',
    icon: 'CalendarPlus',
    to: withCreateIntent(paths.calendar)
  },
  screens: [
    {
      path: paths.calendar,
      load: () => import('./CalendarApp'),
      title: 'title',
      icon: 'Calendar',
      menu: { title: 'nav.calendar', icon: 'CalendarDays' }
    }
  ]
})
