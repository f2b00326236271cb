/** Plain data, so the entry (which holds the route table) never pulls in contract.ts nor zod. */

export const userPaths = {
  list: '/apps/user/list',
  view: (id: number | string = ':id') => `/apps/user/view/${id}`,
  firstView: '/apps/user/view'
} as const
