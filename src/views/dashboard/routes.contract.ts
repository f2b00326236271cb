export const dashboardPaths = {
  /** The eCommerce dashboard is the home page. */
  ecommerce: '/',
  analytics: '/dashboard/analytics'
} as const
