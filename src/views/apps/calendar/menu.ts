import { CalendarDays } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { calendarPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'calendar',
  section: 'apps',
  items: [{ id: 'calendar', title: 'nav.calendar', icon: CalendarDays, navLink: paths.calendar }]
})
