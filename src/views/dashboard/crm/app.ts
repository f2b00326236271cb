import { defineApp } from '@core/app/defineApp'
import { crmPaths as paths } from './routes.contract'

export const crmDashboardApp = defineApp({
  id: 'crm-dashboard',
  namespace: 'crm',
  subject: 'Dashboard',
  uses: ['cards', 'dashboard'],
  menu: { section: 'dashboards' },
  screens: [
    {
      path: paths.dashboard,
      load: () => import('./CrmDashboard'),
      title: 'title',
      icon: 'Handshake',
      menu: { title: 'nav.crmDashboard' }
    }
  ]
})
