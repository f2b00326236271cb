import { defineApp } from '@core/app/defineApp'
import { saasPaths as paths } from './routes.contract'

export const saasDashboardApp = defineApp({
  id: 'saas-dashboard',
  namespace: 'saas',
  subject: 'Dashboard',
  uses: ['cards', 'dashboard'],
  menu: { section: 'dashboards' },
  screens: [
    {
      path: paths.dashboard,
      load: () => import('./SaasDashboard'),
      title: 'title',
      icon: 'Rocket',
      menu: { title: 'nav.saasDashboard' }
    }
  ]
})
