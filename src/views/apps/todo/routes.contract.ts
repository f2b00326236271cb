/** The todo app's screen addresses and navbar search entries: plain data, no zod (the route table
 *  and the mock's search read it without pulling in the schemas of contract.ts). */

/** The sidebar's views besides "My Tasks" (the bare path). */
export const todoFilters = ['important', 'completed', 'deleted'] as const
export type TodoFilter = (typeof todoFilters)[number]

/** A task's tags, in the sidebar's order. */
export const todoTags = ['team', 'low', 'medium', 'high', 'update'] as const
export type TodoTag = (typeof todoTags)[number]

export const todoPaths = {
  list: '/apps/todo',
  filter: (filter: TodoFilter | ':filter' = ':filter') => `/apps/todo/${filter}`,
  tag: (tag: TodoTag | ':tag' = ':tag') => `/apps/todo/tag/${tag}`
} as const

/** The navbar search's entries for this app: [English title, lucide icon name, path]. */
export const searchPages = [['Todo', 'SquareCheck', todoPaths.list]] as const
