import { z } from 'zod'
import { idSchema, limits, zIsoDate, zRequiredText, zText, zUrl, zValues } from '@/utility/contract'
import { oneOf } from '@/utility/rules.contract'
import { todoFilters, todoTags, type TodoFilter, type TodoTag } from './routes.contract'

export { todoTags, type TodoFilter, type TodoTag } from './routes.contract'

export const todoSorts = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const
export type TodoSort = (typeof todoSorts)[number]

export const endpoints = {
  list: '/apps/todo/tasks',
  add: '/apps/todo/add-tasks',
  update: '/apps/todo/update-task',
  delete: '/apps/todo/delete-task'
} as const

export const assigneeSchema = z.object({
  fullName: zRequiredText(),
  avatar: zUrl()
})
export interface Assignee {
  fullName: string
  avatar: string
}

// Derived schemas at the top level, never inside another call (build/pureContracts.ts).
const nullableAssignee = assigneeSchema.nullable()

export const taskSchema = z.object({
  id: z.int(),
  title: zRequiredText(),
  dueDate: z.union([zIsoDate(), z.literal('')]),
  description: zText(limits.text),
  assignee: nullableAssignee,
  tags: zValues(z.enum(todoTags), todoTags.length),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean()
})
export type Task = z.infer<typeof taskSchema>

const fields = taskSchema.omit({ id: true })

export const taskFieldsSchema = fields.partial().required({ title: true })
export type TaskFields = z.input<typeof taskFieldsSchema>

export const addTaskBody = z.object({ task: taskFieldsSchema })

const taskUpdateSchema = fields.partial().extend({ id: idSchema })

export const updateTaskBody = z.object({ task: taskUpdateSchema })
export type TaskUpdate = z.input<typeof updateTaskBody>['task']

export const deleteTaskParams = z.object({ taskId: idSchema })

export interface TaskListParams {
  q?: string
  filter?: TodoFilter | ''
  tag?: TodoTag | ''
  sortBy?: TodoSort | ''
}

export type TaskListResponse = Task[]
export interface TaskResponse {
  task: Task
}
export type DeleteTaskResponse = Record<string, never>

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export function dueDateText(dueDate: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(dueDate)
  return match ? `${Number(match[2])} ${months[Number(match[1]) - 1] ?? ''}` : ''
}

const inView: Record<TodoFilter | '', (task: Task) => boolean> = {
  '': (task) => !task.isDeleted,
  important: (task) => task.isImportant && !task.isDeleted,
  completed: (task) => task.isCompleted && !task.isDeleted,
  deleted: (task) => task.isDeleted
}

const byText = (key: (task: Task) => string | undefined) => (a: Task, b: Task) => {
  const x = key(a)
  const y = key(b)
  // Tasks without the value go last, whatever the order.
  if (!x || !y) return x ? -1 : y ? 1 : 0
  return x.localeCompare(y, 'en', { sensitivity: 'base' })
}

const orders: Record<TodoSort, (a: Task, b: Task) => number> = {
  latest: (a, b) => b.id - a.id,
  'title-asc': byText((task) => task.title),
  'title-desc': (a, b) => byText((task) => task.title)(b, a),
  assignee: byText((task) => task.assignee?.fullName),
  'due-date': byText((task) => task.dueDate)
}

export function queryTasks(tasks: readonly Task[], params: Record<string, unknown>): Task[] {
  const filter = oneOf(todoFilters, params.filter) ?? ''
  const tag = oneOf(todoTags, params.tag) ?? ''
  const sortBy = oneOf(todoSorts, params.sortBy) ?? 'latest'
  const needle = typeof params.q === 'string' ? params.q.trim().toLowerCase() : ''
  const found = (task: Task) =>
    [task.title, ...task.tags, dueDateText(task.dueDate)].some((text) => text.toLowerCase().includes(needle))
  return tasks
    .filter(
      (task) =>
        inView[filter](task) && (tag === '' || task.tags.includes(tag)) && (needle === '' || found(task))
    )
    .sort((a, b) => orders[sortBy](a, b) || b.id - a.id)
}
