import { describe, expect, it } from 'vitest'
import { dropRequest, moveAcross, type Columns } from './columns'

const start: Columns = { todo: [1, 2, 3], done: [4] }

describe('the drop rule', () => {
  it('asks for nothing when the task is where it was', () => {
    expect(dropRequest(start, start, 2)).toBeNull()
  })

  it('puts the task before its new next task, or at the end of its board', () => {
    expect(dropRequest(start, { todo: [2, 1, 3], done: [4] }, 2)).toEqual({
      kind: 'reorder',
      data: { taskId: 2, targetTaskId: 1 }
    })
    expect(dropRequest(start, { todo: [1, 3, 2], done: [4] }, 2)).toEqual({
      kind: 'board',
      data: { taskId: 2, newBoardId: 'todo' }
    })
    expect(dropRequest(start, { todo: [1, 3], done: [4, 2] }, 2)).toEqual({
      kind: 'board',
      data: { taskId: 2, newBoardId: 'done' }
    })
    expect(dropRequest(start, { todo: [1, 3], done: [2, 4] }, 2)).toEqual({
      kind: 'reorder',
      data: { taskId: 2, targetTaskId: 4 }
    })
  })

  it('moves a dragged task across boards before, after or at the end', () => {
    expect(moveAcross(start, 2, 'done', 4, false)).toEqual({ todo: [1, 3], done: [2, 4] })
    expect(moveAcross(start, 2, 'done', 4, true)).toEqual({ todo: [1, 3], done: [4, 2] })
    expect(moveAcross(start, 2, 'done', null, false)).toEqual({ todo: [1, 3], done: [4, 2] })
    expect(moveAcross(start, 2, 'todo', 1, false)).toBe(start)
  })
})
