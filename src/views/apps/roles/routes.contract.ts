/** Plain data, so the entry (which holds the route table) never pulls in contract.ts nor zod. */

export const rolesPaths = {
  roles: '/apps/roles',
  permissions: '/apps/permissions'
} as const
