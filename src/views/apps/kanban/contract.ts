import { z } from 'zod/mini'
import { versionParams, versioned } from '@/utility/version.contract'
import { emptyAnswer, keptArray, type Sent } from '@/utility/answer.contract'
import { idSchema, limits, zIsoDate, zRequiredText, zText, zUrl, zValues } from '@/utility/contract'
import { asPerson, type PersonOnWire } from '@/utility/people.contract'
import { isoDay } from '@/utility/rules.contract'
import { publicUrl } from '@/utility/publicUrl'

/** The seeded labels, which have their own colour; any other label is free text. */
export const taskLabels = ['design', 'research', 'frontend', 'backend', 'bug', 'docs'] as const

export const taskLimits = { labels: 10, labelLength: 30, people: 20, attachments: 20, comments: 100 } as const

export const kanbanCovers = [
  publicUrl('images/kanban/cover-sketch.svg'),
  publicUrl('images/kanban/cover-fjord.svg'),
  publicUrl('images/kanban/cover-grid.svg')
] as const

export const endpoints = {
  boards: '/apps/kanban/boards',
  tasks: '/apps/kanban/tasks',
  reorder: '/apps/kanban/reorder-tasks',
  moveToBoard: '/apps/kanban/update-task-board',
  addTask: '/apps/kanban/add-task',
  addBoard: '/apps/kanban/add-board',
  updateTask: '/apps/kanban/update-task',
  deleteBoard: '/apps/kanban/delete-board',
  clearTasks: '/apps/kanban/clear-tasks',
  updateBoard: '/apps/kanban/update-board',
  deleteTask: '/apps/kanban/delete-task'
} as const

const boardIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(limits.shortText))

export const boardSchema = z.object({
  id: boardIdSchema,
  title: zRequiredText(),
  ...versioned
})
export type Board = z.infer<typeof boardSchema>

export const assigneeSchema = z.object({ title: zRequiredText(), img: zUrl() })
export type Assignee = z.infer<typeof assigneeSchema>

/** The wire keeps kanban's `{title, img}` (see docs/api.md); the screens use Person. */
export const assigneeOnWire: PersonOnWire<Assignee> = {
  toPerson: ({ title, img }) => asPerson(title, img),
  toWire: ({ name, avatar }) => ({ title: name, img: avatar })
}

export const attachmentSchema = z.object({ name: zRequiredText(), img: zUrl() })

export const commentSchema = z.object({
  name: zRequiredText(),
  img: zUrl(),
  comment: zRequiredText(limits.text)
})

export const taskSchema = z.object({
  id: z.int(),
  title: zRequiredText(),
  description: zText(limits.text),
  labels: zValues(zRequiredText(taskLimits.labelLength), taskLimits.labels),
  boardId: boardIdSchema,
  dueDate: zIsoDate(),
  coverImage: z.optional(zUrl()),
  attachments: z.array(attachmentSchema).check(z.maxLength(taskLimits.attachments)),
  comments: z.array(commentSchema).check(z.maxLength(taskLimits.comments)),
  assignedTo: z.array(assigneeSchema).check(z.maxLength(taskLimits.people)),
  ...versioned
})
export type Task = z.infer<typeof taskSchema>

export const reorderSchema = z.object({ data: z.object({ taskId: idSchema, targetTaskId: idSchema }) })
export type ReorderRequest = z.input<typeof reorderSchema>['data']

export const moveToBoardSchema = z.object({ data: z.object({ taskId: idSchema, newBoardId: boardIdSchema }) })
export type MoveToBoardRequest = z.input<typeof moveToBoardSchema>['data']

export const newTaskSchema = z.object({ data: z.object({ title: zRequiredText(), boardId: boardIdSchema }) })
export type NewTaskRequest = z.input<typeof newTaskSchema>['data']

export const newBoardSchema = z.object({ data: z.object({ title: zRequiredText() }) })
export type NewBoardRequest = z.input<typeof newBoardSchema>['data']

/** The board changes only by a move. */
export const taskFieldsSchema = z.partial(z.omit(taskSchema, { id: true, boardId: true }))

export const taskUpdateSchema = z.object({ data: z.extend(taskFieldsSchema, { id: idSchema }) })
export type TaskUpdate = z.input<typeof taskUpdateSchema>['data']

export const boardUpdateSchema = z.object({
  data: z.object({ id: boardIdSchema, title: zRequiredText(), ...versioned })
})
export type BoardUpdate = z.input<typeof boardUpdateSchema>['data']

export const boardIdParams = z.object({ id: boardIdSchema })
export const taskIdParams = z.object({ id: idSchema, ...versionParams.shape })

export const boardsResponseSchema = z.array(boardSchema).check(z.maxLength(limits.items))
export type BoardsResponse = Sent<typeof boardsResponseSchema>
export const tasksAnswer = keptArray(taskSchema, 'tasks')
export type TasksResponse = Sent<typeof tasksAnswer>
export const newTaskAnswer = z.object({ newTask: taskSchema })
export type NewTaskResponse = Sent<typeof newTaskAnswer>
export const boardAnswer = z.object({ board: boardSchema })
export type BoardResponse = Sent<typeof boardAnswer>
export const taskAnswer = z.object({ task: taskSchema })
export type TaskResponse = Sent<typeof taskAnswer>
export const kanbanEmptyAnswer = emptyAnswer
export type EmptyResponse = Sent<typeof kanbanEmptyAnswer>

export const newTaskDueInDays = 2

export function kebabCase(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function boardIdFor(title: string, taken: readonly string[]): string {
  const base = kebabCase(title) || 'board'
  if (!taken.includes(base)) return base
  let n = 2
  while (taken.includes(`${base}-${n}`)) n += 1
  return `${base}-${n}`
}

/** A task dropped before itself stays where it is. */
export function reorderTasks(tasks: readonly Task[], taskId: number, targetTaskId: number): Task[] {
  const moving = tasks.find((task) => task.id === taskId)
  const target = tasks.find((task) => task.id === targetTaskId)
  if (!moving || !target || moving === target) return [...tasks]
  const rest = tasks.filter((task) => task !== moving)
  const at = rest.indexOf(target)
  return [...rest.slice(0, at), { ...moving, boardId: target.boardId }, ...rest.slice(at)]
}

export function moveTaskToBoard(tasks: readonly Task[], taskId: number, boardId: string): Task[] {
  const moving = tasks.find((task) => task.id === taskId)
  if (!moving) return [...tasks]
  return [...tasks.filter((task) => task !== moving), { ...moving, boardId }]
}

export const daysFromToday = (days: number, today = new Date()): string => isoDay(days, today)
