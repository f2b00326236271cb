/** The kanban app's screen address and navbar search entry: plain data, so the route table never
 *  pulls in the schemas of contract.ts, nor zod. The mock's search reads `searchPages` from here. */

export const kanbanPaths = {
  board: '/apps/kanban'
} as const

/** The navbar search's entries for this app: [English title, lucide icon name, path]. */
export const searchPages = [['Kanban', 'Kanban', kanbanPaths.board]] as const
