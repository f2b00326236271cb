import { defineApp } from '@core/app/defineApp'
import { calendarPaths as paths } from './routes.contract'

// The app's CASL subject joins the typed union of src/configs/acl/subjects.ts.
declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Calendar: true
  }
}

/** The calendar app: one full-screen screen (SPEC section 2); its menu entry in menu.ts. */
export const calendarApp = defineApp({
  namespace: 'calendar',
  subject: 'Calendar',
  screens: [{ path: paths.calendar, load: () => import('./CalendarApp'), title: 'title' }]
})
