/** Plain data, so the entry (which holds the route table) never pulls in contract.ts nor zod. */
export const academyPaths = {
  dashboard: '/dashboard/academy',
  course: (id: number | string = ':id') => `/dashboard/academy/course/${id}`
} as const
