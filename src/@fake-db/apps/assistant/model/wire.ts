import type { toolMethods } from '@/views/apps/assistant/contract'

export type Method = (typeof toolMethods)[number]

/** The calls the demo model knows how to use, as the API documents them. */
export const paths = {
  users: '/api/users/list/data',
  invoices: '/apps/invoice/invoices',
  invoice: '/api/invoice/invoices/:id',
  updateInvoice: '/apps/invoice/update-invoice',
  roles: '/apps/roles/data',
  todos: '/apps/todo/tasks',
  addTodo: '/apps/todo/add-tasks',
  kanbanTasks: '/apps/kanban/tasks',
  kanbanBoards: '/apps/kanban/boards',
  moveTask: '/apps/kanban/update-task-board',
  activity: '/apps/activity/entries'
} as const
