/** Plain data, so the entry (which holds the route table) never pulls in contract.ts nor zod. */
export const saasPaths = { dashboard: '/dashboard/saas' } as const
