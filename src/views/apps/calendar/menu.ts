import { CalendarDays } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { calendarPaths as paths } from './routes.contract'

/** The calendar app's menu entry (title in `common:nav`), guarded by the app's subject. */
export const menu = defineMenu({
  app: 'calendar',
  section: 'apps',
  items: [{ id: 'calendar', title: 'nav.calendar', icon: CalendarDays, navLink: paths.calendar }]
})
