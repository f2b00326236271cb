export const dashboardPaths = {
  /** The eCommerce dashboard is the home page. */
  ecommerce: '/',
  analytics: '/dashboard/analytics'
} as const

export const searchPages = [
  ['eCommerce Dashboard', 'ShoppingCart', dashboardPaths.ecommerce],
  ['Analytics Dashboard', 'ChartPie', dashboardPaths.analytics]
] as const
