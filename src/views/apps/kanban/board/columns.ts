import type { UniqueIdentifier } from '@dnd-kit/core'
import type { Board, Task } from '../contract'

export type Columns = Record<string, number[]>

// dnd-kit ids: tasks and boards share one id space, so each kind gets a prefix.
export const taskKey = (id: number) => `task:${id}`
export const boardKey = (id: string) => `board:${id}`
export const isBoardKey = (key: UniqueIdentifier) => String(key).startsWith('board:')
export const taskIdOf = (key: UniqueIdentifier) => Number(String(key).slice('task:'.length))

export function columnsOf(boards: readonly Board[], tasks: readonly Task[]): Columns {
  const columns: Columns = Object.fromEntries(boards.map((board) => [board.id, []]))
  for (const task of tasks) columns[task.boardId]?.push(task.id)
  return columns
}

export function boardOf(key: UniqueIdentifier, columns: Columns): string | undefined {
  if (isBoardKey(key)) return String(key).slice('board:'.length)
  const id = taskIdOf(key)
  return Object.keys(columns).find((board) => columns[board]!.includes(id))
}

/** After the task under it when the dragged card is past its middle. */
export function moveAcross(
  columns: Columns,
  taskId: number,
  to: string,
  overTaskId: number | null,
  below: boolean
): Columns {
  const from = boardOf(taskKey(taskId), columns)
  if (!from || from === to) return columns
  const target = columns[to]!
  const overIndex = overTaskId === null ? -1 : target.indexOf(overTaskId)
  const index = overIndex < 0 ? target.length : overIndex + (below ? 1 : 0)
  return {
    ...columns,
    [from]: columns[from]!.filter((id) => id !== taskId),
    [to]: [...target.slice(0, index), taskId, ...target.slice(index)]
  }
}

export function dropRequest(before: Columns, after: Columns, taskId: number) {
  const board = boardOf(taskKey(taskId), after)
  if (!board) return null
  const list = after[board]!
  const next = list[list.indexOf(taskId) + 1]
  const oldBoard = boardOf(taskKey(taskId), before)
  const oldList = oldBoard ? before[oldBoard]! : []
  if (oldBoard === board && oldList[oldList.indexOf(taskId) + 1] === next) return null
  return next === undefined
    ? ({ kind: 'board', data: { taskId, newBoardId: board } } as const)
    : ({ kind: 'reorder', data: { taskId, targetTaskId: next } } as const)
}
