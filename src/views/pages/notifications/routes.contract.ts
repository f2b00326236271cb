/** Plain data: the route table reads it without contract.ts or zod. */
export const notificationsPath = '/pages/notifications'
