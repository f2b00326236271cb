/** Plain data, so the entry (which holds the route table) never pulls in contract.ts nor zod. */

export const invoicePaths = {
  list: '/apps/invoice/list',
  add: '/apps/invoice/add',
  preview: (id: number | string = ':id') => `/apps/invoice/preview/${id}`,
  edit: (id: number | string = ':id') => `/apps/invoice/edit/${id}`,
  firstPreview: '/apps/invoice/preview',
  firstEdit: '/apps/invoice/edit'
} as const
