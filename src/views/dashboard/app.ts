import { defineApp } from '@core/app/defineApp'
import { dashboardPaths as paths } from './routes.contract'

/** The two dashboards (SPEC section 2), built from the cards of src/views/cards; admin only, on
 *  the shell's Dashboard subject. */
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
