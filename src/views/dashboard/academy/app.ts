import { defineApp } from '@core/app/defineApp'
import { academyPaths as paths } from './routes.contract'

export const academyDashboardApp = defineApp({
  id: 'academy-dashboard',
  namespace: 'academy',
  subject: 'Dashboard',
  uses: ['cards', 'dashboard', 'player'],
  menu: { section: 'dashboards' },
  screens: [
    {
      path: paths.dashboard,
      load: () => import('./AcademyDashboard'),
      title: 'title',
      icon: 'GraduationCap',
      menu: { title: 'nav.academyDashboard' }
    },
    {
      path: paths.course(),
      load: () => import('./course/CoursePage'),
      title: 'course.title',
      example: paths.course(1)
    }
  ]
})
