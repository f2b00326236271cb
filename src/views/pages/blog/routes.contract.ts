/** Plain data, so the entry (which holds the route table) never pulls in contract.ts nor zod. */

export const blogPaths = {
  list: '/pages/blog/list',
  detail: (id: number | string = ':id') => `/pages/blog/detail/${id}`,
  edit: (id: number | string = ':id') => `/pages/blog/edit/${id}`,
  firstDetail: '/pages/blog/detail',
  firstEdit: '/pages/blog/edit'
} as const
