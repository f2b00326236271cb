import { defineApp } from '@core/app/defineApp'
import { dashboardPaths as paths } from './routes.contract'

export const dashboardApp = defineApp({
  namespace: 'dashboard',
  subject: 'Dashboard',
  uses: ['cards'],
  menu: { section: 'dashboards' },
  screens: [
    {
      path: paths.ecommerce,
      load: () => import('./ecommerce/EcommerceDashboard'),
      title: 'titles.ecommerce',
      icon: 'ShoppingCart',
      menu: { title: 'nav.ecommerceDashboard' }
    },
    {
      path: paths.analytics,
      load: () => import('./analytics/AnalyticsDashboard'),
      title: 'titles.analytics',
      icon: 'ChartPie',
      menu: { title: 'nav.analytics' }
    }
  ]
})
