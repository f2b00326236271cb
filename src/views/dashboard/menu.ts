import { ChartPie, ShoppingCart } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { dashboardPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'dashboard',
  section: 'dashboards',
  items: [
    {
      id: 'dashboard-ecommerce',
      title: 'nav.ecommerceDashboard',
      icon: ShoppingCart,
      navLink: paths.ecommerce
    },
    { id: 'dashboard-analytics', title: 'nav.analytics', icon: ChartPie, navLink: paths.analytics }
  ]
})
