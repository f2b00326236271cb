/** The card pages' addresses and navbar search entries (plain data, no zod): the part of the
 *  cards contract the route table and the mock's search need. */

export const cardPaths = {
  basic: '/cards/basic',
  advance: '/cards/advance',
  statistics: '/cards/statistics',
  analytics: '/cards/analytics',
  action: '/cards/action'
} as const

/** The navbar search's entries: [English title, lucide icon name, path]. */
export const searchPages = [
  ['Basic Cards', 'CreditCard', cardPaths.basic],
  ['Advance Cards', 'CreditCard', cardPaths.advance],
  ['Statistics Cards', 'ChartPie', cardPaths.statistics],
  ['Analytics Cards', 'ChartPie', cardPaths.analytics],
  ['Card Actions', 'LayoutGrid', cardPaths.action]
] as const
