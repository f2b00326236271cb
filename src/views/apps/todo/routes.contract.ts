/** Plain data: the route table reads it without contract.ts or zod. */

export const todoFilters = ['important', 'completed', 'deleted'] as const
export type TodoFilter = (typeof todoFilters)[number]

export const todoTags = ['team', 'low', 'medium', 'high', 'update'] as const
export type TodoTag = (typeof todoTags)[number]

export const todoPaths = {
  list: '/apps/todo',
  filter: (filter: TodoFilter | ':filter' = ':filter') => `/apps/todo/${filter}`,
  tag: (tag: TodoTag | ':tag' = ':tag') => `/apps/todo/tag/${tag}`
} as const
