/** Plain data: the route table never pulls in zod. */

export const chatPaths = {
  app: '/apps/chat'
} as const
