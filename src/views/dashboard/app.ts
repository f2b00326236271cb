import { defineApp } from '@core/app/defineApp'
import { dashboardPaths as paths } from './routes.contract'

export const dashboardApp = defineApp({
  namespace: 'dashboard',
  subject: 'Dashboard',
  uses: ['cards'],
  screens: [
    {
      path: paths.ecommerce,
      load: () => import('./ecommerce/EcommerceDashboard'),
      title: 'titles.ecommerce'
    },
    { path: paths.analytics, load: () => import('./analytics/AnalyticsDashboard'), title: 'titles.analytics' }
  ]
})
