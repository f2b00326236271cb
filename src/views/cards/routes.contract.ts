export const cardPaths = {
  basic: '/cards/basic',
  advance: '/cards/advance',
  statistics: '/cards/statistics',
  analytics: '/cards/analytics',
  action: '/cards/action'
} as const

export const searchPages = [
  ['Basic Cards', 'CreditCard', cardPaths.basic],
  ['Advance Cards', 'CreditCard', cardPaths.advance],
  ['Statistics Cards', 'ChartPie', cardPaths.statistics],
  ['Analytics Cards', 'ChartPie', cardPaths.analytics],
  ['Card Actions', 'LayoutGrid', cardPaths.action]
] as const
