/** The user app's screen addresses and navbar search entries: the part of its contract the route
 *  table needs. Plain data in a module of its own, so the entry (which holds the route table) never
 *  pulls in the schemas of contract.ts, nor zod. The mock's search reads `searchPages` from here. */

/** The screens' addresses: links, redirects, the menu and the search all use these. */
export const userPaths = {
  list: '/apps/user/list',
  view: (id: number | string = ':id') => `/apps/user/view/${id}`,
  /** The bare path of SPEC section 2 opens the first user. */
  firstView: '/apps/user/view'
} as const

/** The navbar search's entries for this app: [English title, lucide icon name, path]. */
export const searchPages = [
  ['User List', 'Users', userPaths.list],
  ['User View', 'User', userPaths.firstView]
] as const
