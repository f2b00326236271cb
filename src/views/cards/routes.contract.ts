export const cardPaths = {
  basic: '/cards/basic',
  advance: '/cards/advance',
  statistics: '/cards/statistics',
  analytics: '/cards/analytics',
  action: '/cards/action'
} as const
