/** The invoice app's screen addresses and navbar search entries: the part of its contract the route
 *  table needs. Plain data in a module of its own, so the entry (which holds the route table) never
 *  pulls in the schemas of contract.ts, nor zod. The mock's search reads `searchPages` from here. */

/** The screens' addresses: links, redirects, the menu and the search all use these. */
export const invoicePaths = {
  list: '/apps/invoice/list',
  add: '/apps/invoice/add',
  preview: (id: number | string = ':id') => `/apps/invoice/preview/${id}`,
  edit: (id: number | string = ':id') => `/apps/invoice/edit/${id}`,
  /** The bare paths of SPEC section 2 open the first invoice. */
  firstPreview: '/apps/invoice/preview',
  firstEdit: '/apps/invoice/edit'
} as const

/** The navbar search's entries for this app: [English title, lucide icon name, path]. */
export const searchPages = [
  ['Invoice List', 'FileText', invoicePaths.list],
  ['Invoice Preview', 'Receipt', invoicePaths.firstPreview],
  ['Invoice Edit', 'FilePen', invoicePaths.firstEdit],
  ['Invoice Add', 'FileCheck', invoicePaths.add]
] as const
