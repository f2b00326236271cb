import { z } from 'zod/mini'
import { versionParams, versioned } from '@/utility/version.contract'
import { emptyAnswer, keptArray, type Sent } from '@/utility/answer.contract'
import { idSchema, limits, zIsoDate, zRequiredText, zText, zUrl, zValues } from '@/utility/contract'
import { choice, text, type ListValues } from '@/utility/list.contract'
import { asPerson, type PersonOnWire } from '@/utility/people.contract'
import { bulkBody, someField } from '@/@core/list/bulk/bulk.contract'
import { todoFilters, todoTags } from './routes.contract'

export { todoTags, type TodoFilter, type TodoTag } from './routes.contract'

export const todoSorts = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const
export type TodoSort = (typeof todoSorts)[number]

export const endpoints = {
  list: '/apps/todo/tasks',
  add: '/apps/todo/add-tasks',
  update: '/apps/todo/update-task',
  delete: '/apps/todo/delete-task',
  bulkUpdate: '/apps/todo/bulk-update',
  bulkDelete: '/apps/todo/bulk-delete'
} as const

export const assigneeSchema = z.object({
  fullName: zRequiredText(),
  avatar: zUrl()
})
export interface Assignee {
  fullName: string
  avatar: string
}

/** The wire keeps todo's `{fullName, avatar}` (see docs/api.md); the screens use Person. */
export const assigneeOnWire: PersonOnWire<Assignee> = {
  toPerson: ({ fullName, avatar }) => asPerson(fullName, avatar),
  toWire: ({ name, avatar }) => ({ fullName: name, avatar })
}

const nullableAssignee = z.nullable(assigneeSchema)

export const taskSchema = z.object({
  id: z.int(),
  title: zRequiredText(),
  dueDate: z.union([zIsoDate(), z.literal('')]),
  description: zText(limits.text),
  assignee: nullableAssignee,
  tags: zValues(z.enum(todoTags), todoTags.length),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
  ...versioned
})
export type Task = z.infer<typeof taskSchema>

const fields = z.omit(taskSchema, { id: true })

export const taskFieldsSchema = z.required(z.partial(fields), { title: true })
export type TaskFields = z.input<typeof taskFieldsSchema>

export const addTaskBody = z.object({ task: taskFieldsSchema })

const taskUpdateSchema = z.extend(z.partial(fields), { id: idSchema })

export const updateTaskBody = z.object({ task: taskUpdateSchema })
export type TaskUpdate = z.input<typeof updateTaskBody>['task']

export const deleteTaskParams = z.object({ taskId: idSchema, ...versionParams.shape })

/** Completes or reopens, or marks important, every selected task; one in the trash is refused (`inTrash`). */
export const taskBulkUpdateBody = bulkBody(
  someField(z.strictObject({ isCompleted: z.optional(z.boolean()), isImportant: z.optional(z.boolean()) }))
)
export type TaskBulkUpdate = z.input<typeof taskBulkUpdateBody>

export const taskListParams = {
  q: text(),
  filter: choice(todoFilters),
  tag: choice(todoTags),
  sortBy: choice(todoSorts, 'latest')
}
export type TaskListParams = Partial<ListValues<typeof taskListParams>>

export const taskListAnswer = keptArray(taskSchema, 'tasks')
export type TaskListResponse = Sent<typeof taskListAnswer>
export const taskAnswer = z.object({ task: taskSchema })
export type TaskResponse = Sent<typeof taskAnswer>
export const deleteTaskAnswer = emptyAnswer
export type DeleteTaskResponse = Sent<typeof deleteTaskAnswer>

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export function dueDateText(dueDate: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(dueDate)
  return match ? `${Number(match[2])} ${months[Number(match[1]) - 1] ?? ''}` : ''
}
