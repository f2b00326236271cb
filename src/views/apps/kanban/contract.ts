/** The kanban app's contract with its backend (API.md "Kanban"): schemas, the types inferred from
 *  them, value lists, addresses and the ordering rules. The screens and the mock both apply it. */
import { z } from 'zod'
import { idSchema, limits, zIsoDate, zRequiredText, zText } from '@/utility/contract'
import { isoDay } from '@/utility/rules.contract'

// ---- value lists ------------------------------------------------------------------------------

/** The labels a task may carry (i18n `labels.<value>`). */
export const taskLabels = ['design', 'research', 'frontend', 'backend', 'bug', 'docs'] as const
export type TaskLabel = (typeof taskLabels)[number]

/** Caps on a task's lists, so no request stores an endless list. */
export const taskLimits = { labels: taskLabels.length, people: 20, attachments: 20, comments: 100 } as const

/** The people tasks can be assigned to (the demo team; avatars in public/images/avatars). */
export const kanbanTeam: readonly { title: string; img: string }[] = [
  { title: 'Maren Holt', img: '/images/avatars/2.svg' },
  { title: 'Tomas Varga', img: '/images/avatars/5.svg' },
  { title: 'Ines Duarte', img: '/images/avatars/7.svg' },
  { title: 'Kwame Osei', img: '/images/avatars/9.svg' },
  { title: 'Lena Brandt', img: '/images/avatars/11.svg' },
  { title: 'Yusuf Demir', img: '' }
]

/** The cover pictures a task may show (bundled in public/images/kanban). */
export const kanbanCovers = [
  '/images/kanban/cover-aurora.svg',
  '/images/kanban/cover-fjord.svg',
  '/images/kanban/cover-grid.svg'
] as const

// ---- addresses ----------------------------------------------------------------------------------

/** The calls of API.md "Kanban" (update-board and delete-task are extensions). */
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

export { kanbanPaths, searchPages } from './routes.contract'

// ---- schemas ------------------------------------------------------------------------------------

/** A board id: the kebab-case of its first title (`in-progress`). */
const boardIdSchema = z.string().trim().min(1).max(limits.shortText)

export const boardSchema = z.object({
  id: boardIdSchema,
  /** Shown in the board's header; never empty. */
  title: zRequiredText()
})
export type Board = z.infer<typeof boardSchema>

/** A person on a task: `title` is the name, `img` an avatar path or `''` for initials. */
export const assigneeSchema = z.object({ title: zRequiredText(), img: zText(limits.text) })
export type Assignee = z.infer<typeof assigneeSchema>

/** A file on a task: its name and a thumbnail path (`''` when there is none). */
export const attachmentSchema = z.object({ name: zRequiredText(), img: zText(limits.text) })
export type Attachment = z.infer<typeof attachmentSchema>

/** A comment: who wrote it (name, avatar path or `''`) and the text. */
export const commentSchema = z.object({
  name: zRequiredText(),
  img: zText(limits.text),
  comment: zRequiredText(limits.text)
})
export type Comment = z.infer<typeof commentSchema>

export const taskSchema = z.object({
  /** Unique, numeric; new tasks get the highest id + 1. */
  id: z.int(),
  title: zRequiredText(),
  /** Rich text (HTML): shown through SafeHtml. */
  description: zText(limits.text),
  labels: z.array(z.enum(taskLabels)).max(taskLimits.labels),
  /** The board the task is on. */
  boardId: boardIdSchema,
  /** `YYYY-MM-DD`, local time. */
  dueDate: zIsoDate(),
  /** Path of the cover picture; absent or `''`: no cover. */
  coverImage: zText(limits.text).optional(),
  attachments: z.array(attachmentSchema).max(taskLimits.attachments),
  comments: z.array(commentSchema).max(taskLimits.comments),
  assignedTo: z.array(assigneeSchema).max(taskLimits.people)
})
export type Task = z.infer<typeof taskSchema>

/** Every kanban POST body is wrapped: `{data: {...}}`. */

/** Body of `reorder-tasks`: put `taskId` immediately before `targetTaskId`, in the target's board. */
export const reorderSchema = z.object({ data: z.object({ taskId: idSchema, targetTaskId: idSchema }) })
export type ReorderRequest = z.input<typeof reorderSchema>['data']

/** Body of `update-task-board`: the task goes to the end of `newBoardId`. */
export const moveToBoardSchema = z.object({ data: z.object({ taskId: idSchema, newBoardId: boardIdSchema }) })
export type MoveToBoardRequest = z.input<typeof moveToBoardSchema>['data']

export const newTaskSchema = z.object({ data: z.object({ title: zRequiredText(), boardId: boardIdSchema }) })
export type NewTaskRequest = z.input<typeof newTaskSchema>['data']

export const newBoardSchema = z.object({ data: z.object({ title: zRequiredText() }) })
export type NewBoardRequest = z.input<typeof newBoardSchema>['data']

/** The fields `update-task` may replace (the board changes only by a move). */
export const taskFieldsSchema = taskSchema.omit({ id: true, boardId: true }).partial()
export type TaskFields = z.infer<typeof taskFieldsSchema>

export const taskUpdateSchema = z.object({ data: taskFieldsSchema.extend({ id: idSchema }) })
export type TaskUpdate = z.input<typeof taskUpdateSchema>['data']

export const boardUpdateSchema = z.object({ data: z.object({ id: boardIdSchema, title: zRequiredText() }) })
export type BoardUpdate = z.input<typeof boardUpdateSchema>['data']

/** Query of `delete-board` and `clear-tasks`. */
export const boardIdParams = z.object({ id: boardIdSchema })
/** Query of `delete-task`. */
export const taskIdParams = z.object({ id: idSchema })

// ---- answers ------------------------------------------------------------------------------------

export type BoardsResponse = Board[]
/** Every task, in stored order: a board's tasks in the order the board shows them. */
export type TasksResponse = Task[]
export interface NewTaskResponse {
  newTask: Task
}
export interface BoardResponse {
  board: Board
}
export interface TaskResponse {
  task: Task
}
export type EmptyResponse = Record<string, never>

// ---- rules --------------------------------------------------------------------------------------

/** Days from today to a new task's due date (SPEC section 9). */
export const newTaskDueInDays = 2

/** `In Progress!` -> `in-progress`: lower case, runs of other characters as one dash. */
export function kebabCase(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A new board's id: the kebab-case title, suffixed `-2`, `-3`… when taken (`board` when the
 *  title has no letter or digit). */
export function boardIdFor(title: string, taken: readonly string[]): string {
  const base = kebabCase(title) || 'board'
  if (!taken.includes(base)) return base
  let n = 2
  while (taken.includes(`${base}-${n}`)) n += 1
  return `${base}-${n}`
}

/** reorder-tasks: the task taken out and put back immediately before the target, in the target's
 *  board. A task dropped before itself stays where it is. */
export function reorderTasks(tasks: readonly Task[], taskId: number, targetTaskId: number): Task[] {
  const moving = tasks.find((task) => task.id === taskId)
  const target = tasks.find((task) => task.id === targetTaskId)
  if (!moving || !target || moving === target) return [...tasks]
  const rest = tasks.filter((task) => task !== moving)
  const at = rest.indexOf(target)
  return [...rest.slice(0, at), { ...moving, boardId: target.boardId }, ...rest.slice(at)]
}

/** update-task-board: the task moves to the end of the new board (stored order). */
export function moveTaskToBoard(tasks: readonly Task[], taskId: number, boardId: string): Task[] {
  const moving = tasks.find((task) => task.id === taskId)
  if (!moving) return [...tasks]
  return [...tasks.filter((task) => task !== moving), { ...moving, boardId }]
}

/** Today plus `days`, as a local `YYYY-MM-DD`. */
export const daysFromToday = (days: number, today = new Date()): string => isoDay(days, today)
