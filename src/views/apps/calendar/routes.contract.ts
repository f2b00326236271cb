/** The calendar app's screen address and navbar search entry: plain data, so the route table never
 *  pulls in the schemas of contract.ts, nor zod. The mock's search reads `searchPages` from here. */

export const calendarPaths = {
  calendar: '/apps/calendar'
} as const

/** The navbar search's entries for this app: [English title, lucide icon name, path]. */
export const searchPages = [['Calendar', 'Calendar', calendarPaths.calendar]] as const
