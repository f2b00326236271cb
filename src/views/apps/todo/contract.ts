/** The todo app's contract with its backend (API.md "Todo"): schemas, the types inferred from
 *  them, value lists, addresses and the list rules (SPEC sections 4 and 5) both sides apply. */
import { z } from 'zod'
import { idSchema, limits, zIsoDate, zRequiredText, zText } from '@/utility/contract'
import { oneOf } from '@/utility/rules.contract'
import { todoFilters, todoTags, type TodoFilter, type TodoTag } from './routes.contract'

export {
  todoFilters,
  todoTags,
  todoPaths,
  searchPages,
  type TodoFilter,
  type TodoTag
} from './routes.contract'

// ---- value lists ------------------------------------------------------------------------------

/** The list's orders; `latest` (the default) is the newest task (highest id) first. */
export const todoSorts = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const
export type TodoSort = (typeof todoSorts)[number]

/** The people a task can be given to (the assignee picker's options; the seed uses them too). */
export const todoTeam = [
  { fullName: 'Maren Solheim', avatar: '/images/avatars/2.svg' },
  { fullName: 'Tomasz Wilk', avatar: '/images/avatars/5.svg' },
  { fullName: 'Adaeze Okafor', avatar: '/images/avatars/7.svg' },
  { fullName: 'Luis Carvalho', avatar: '/images/avatars/9.svg' },
  { fullName: 'Hanna Virtanen', avatar: '/images/avatars/11.svg' },
  { fullName: 'Ravi Menon', avatar: '' }
] as const satisfies readonly Assignee[]

// ---- addresses ----------------------------------------------------------------------------------

/** The calls of API.md "Todo". */
export const endpoints = {
  list: '/apps/todo/tasks',
  add: '/apps/todo/add-tasks',
  update: '/apps/todo/update-task',
  delete: '/apps/todo/delete-task'
} as const

// ---- schemas ------------------------------------------------------------------------------------

/** The person a task is given to. */
export const assigneeSchema = z.object({
  fullName: zRequiredText(),
  /** Image path such as `/images/avatars/2.svg`, or `''`: show initials. */
  avatar: zText(limits.text)
})
export interface Assignee {
  fullName: string
  avatar: string
}

// Derived schemas at the top level, never inside another call (build/pureContracts.ts).
const nullableAssignee = assigneeSchema.nullable()

export const taskSchema = z.object({
  /** Unique, numeric; new tasks get the highest id + 1. */
  id: z.int(),
  /** Never empty. */
  title: zRequiredText(),
  /** A local date `YYYY-MM-DD`, or `''` when the task has none. */
  dueDate: z.union([zIsoDate(), z.literal('')]),
  /** Rich text (HTML, shown through SafeHtml); may be empty. */
  description: zText(limits.text),
  /** Nobody yet: null. */
  assignee: nullableAssignee,
  tags: z.array(z.enum(todoTags)).max(todoTags.length),
  isCompleted: z.boolean(),
  /** Soft delete: the task moves to the Deleted view and can be restored. */
  isDeleted: z.boolean(),
  isImportant: z.boolean()
})
export type Task = z.infer<typeof taskSchema>

const fields = taskSchema.omit({ id: true })

/** A task's editable fields with title required: what the add call and the task panel take. */
export const taskFieldsSchema = fields.partial().required({ title: true })
export type TaskFields = z.input<typeof taskFieldsSchema>

/** Body of `add-tasks`. Defaults: no due date, description or assignee, no tags, every flag false. */
export const addTaskBody = z.object({ task: taskFieldsSchema })

const taskUpdateSchema = fields.partial().extend({ id: idSchema })

/** Body of `update-task`: the id and the fields to replace (an update may not empty the title). */
export const updateTaskBody = z.object({ task: taskUpdateSchema })
export type TaskUpdate = z.input<typeof updateTaskBody>['task']

/** Query of `delete-task`. */
export const deleteTaskParams = z.object({ taskId: idSchema })

/** Query of `GET /apps/todo/tasks`; lenient: what is not understood falls back. */
export interface TaskListParams {
  /** Substring of the title, a tag, or the due date written `5 Aug`. */
  q?: string
  filter?: TodoFilter | ''
  tag?: TodoTag | ''
  sortBy?: TodoSort | ''
}

// ---- answers ------------------------------------------------------------------------------------

export type TaskListResponse = Task[]
export interface TaskResponse {
  task: Task
}
export type DeleteTaskResponse = Record<string, never>

// ---- rules (SPEC sections 4 and 5) ------------------------------------------------------------

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The due date as the search reads it: `5 Aug` (day without zero, English month); '' for none. */
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
  // Tasks without the value (no assignee, no due date) go last, whatever the order.
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

/** The list call's answer over any tasks: the filter's view (SPEC section 4; default: not deleted),
 *  the tag, the search (SPEC section 5), then the order (ties keep the newest first). Values it
 *  does not know fall back to the defaults. */
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
