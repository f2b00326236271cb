/** Plain data, so the entry (which holds the route table) never pulls in contract.ts nor zod. */
export const logisticsPaths = { dashboard: '/dashboard/logistics' } as const
