/** Plain data, so the route table never pulls in contract.ts nor zod. */

export const kanbanPaths = {
  board: '/apps/kanban'
} as const
