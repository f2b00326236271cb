/** The dashboards' addresses and navbar search entries (plain data, no zod). */

export const dashboardPaths = {
  /** The eCommerce dashboard is the home page. */
  ecommerce: '/',
  analytics: '/dashboard/analytics'
} as const

/** The navbar search's entries: [English title, lucide icon name, path]. */
export const searchPages = [
  ['eCommerce Dashboard', 'ShoppingCart', dashboardPaths.ecommerce],
  ['Analytics Dashboard', 'ChartPie', dashboardPaths.analytics]
] as const
