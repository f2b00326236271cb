import { defineApp } from '@core/app/defineApp'
import { logisticsPaths as paths } from './routes.contract'

export const logisticsDashboardApp = defineApp({
  id: 'logistics-dashboard',
  namespace: 'logistics',
  subject: 'Dashboard',
  uses: ['cards', 'dashboard'],
  menu: { section: 'dashboards' },
  screens: [
    {
      path: paths.dashboard,
      load: () => import('./LogisticsDashboard'),
      title: 'title',
      icon: 'Truck',
      menu: { title: 'nav.logisticsDashboard' }
    }
  ]
})
