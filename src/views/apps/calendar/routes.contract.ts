/** Plain data, so the route table never pulls in contract.ts nor zod. */

export const calendarPaths = {
  calendar: '/apps/calendar'
} as const
