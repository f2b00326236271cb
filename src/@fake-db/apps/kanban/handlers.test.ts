import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import {
  daysFromToday,
  type Board,
  type BoardResponse,
  type NewTaskResponse,
  type Task,
  type TaskResponse
} from '@/views/apps/kanban/contract'

freshMockPerTest()

const boards = async () => (await call<Board[]>('get', '/apps/kanban/boards')).body
const tasks = async () => (await call<Task[]>('get', '/apps/kanban/tasks')).body
const everything = async () => ({ boards: await boards(), tasks: await tasks() })
const layout = (rows: Task[]) => {
  const byBoard: Record<string, number[]> = {}
  for (const task of rows) (byBoard[task.boardId] ??= []).push(task.id)
  return byBoard
}
const post = <T>(url: string, data: unknown) => postRaw<T>(url, { data })
const postRaw = <T>(url: string, body: unknown) =>
  call<T & { error: string }>('post', `/apps/kanban/${url}`, { data: body })
const remove = (url: string, params: unknown) =>
  call<{ error: string }>('delete', `/apps/kanban/${url}`, { params })

describe('GET boards and tasks', () => {
  it('gives the 3 seeded boards and 6 tasks, each board ordered as stored', async () => {
    expect(await boards()).toEqual([
      { id: 'todo', title: 'TODO', version: 1 },
      { id: 'in-progress', title: 'In Progress', version: 1 },
      { id: 'done', title: 'Done', version: 1 }
    ])
    const rows = await tasks()
    expect(rows.map((task) => task.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(layout(rows)).toEqual({ todo: [1, 2], 'in-progress': [3, 4], done: [5, 6] })
    expect(rows.filter((task) => task.coverImage)).toHaveLength(1)
    for (const task of rows) expect(task.labels.length + task.assignedTo.length).toBeGreaterThan(0)
  })
})

describe('POST reorder-tasks', () => {
  const reorder = (taskId: unknown, targetTaskId: unknown) =>
    post<Task[]>('reorder-tasks', { taskId, targetTaskId })

  it('puts the task before the target at the start of a board', async () => {
    const { status, body } = await reorder(2, 1)
    expect(status).toBe(200)
    expect(layout(body)).toEqual({ todo: [2, 1], 'in-progress': [3, 4], done: [5, 6] })
    expect(await tasks()).toEqual(body)
  })

  it('puts the task before the target in the middle of a board, and ids may be strings', async () => {
    await post('add-task', { title: 'Third', boardId: 'todo' })
    const { body } = await reorder('7', '2')
    expect(layout(body).todo).toEqual([1, 7, 2])
  })

  it('moves the task down: taken out, then put before the last task', async () => {
    await post('add-task', { title: 'Third', boardId: 'done' })
    const { body } = await reorder(5, 7)
    expect(layout(body).done).toEqual([6, 5, 7])
  })

  it("moves the task into the target's board, before the target", async () => {
    const { body } = await reorder(1, 4)
    expect(layout(body)).toEqual({ todo: [2], 'in-progress': [3, 1, 4], done: [5, 6] })
    expect(body.find((task) => task.id === 1)?.boardId).toBe('in-progress')
  })

  it('leaves a task dropped before itself where it is', async () => {
    const before = await tasks()
    expect((await reorder(3, 3)).body).toEqual(before)
  })

  it.each([
    ['an unknown task', { taskId: 99, targetTaskId: 1 }, 404, 'Task not found'],
    ['an unknown target', { taskId: 1, targetTaskId: 99 }, 404, 'Target task not found'],
    ['a missing target', { taskId: 1 }, 400, /data.targetTaskId is required/],
    ['a text id', { taskId: 'one', targetTaskId: 2 }, 400, /data.taskId/]
  ])('refuses %s and changes nothing', async (_, data, status, message) => {
    await expectRefused(() => post('reorder-tasks', data), tasks, status, message)
  })

  it('refuses a body without the data wrapper', async () => {
    await expectRefused(
      () => postRaw('reorder-tasks', { taskId: 2, targetTaskId: 1 }),
      tasks,
      400,
      'data is required'
    )
  })
})

describe('POST update-task-board', () => {
  const move = (taskId: unknown, newBoardId: unknown) =>
    post<Task[]>('update-task-board', { taskId, newBoardId })

  it('moves the task to the end of the new board', async () => {
    const { status, body } = await move(1, 'done')
    expect(status).toBe(200)
    expect(layout(body)).toEqual({ todo: [2], 'in-progress': [3, 4], done: [5, 6, 1] })
    expect(await tasks()).toEqual(body)
  })

  it('moves the task to the end of its own board', async () => {
    expect(layout((await move(3, 'in-progress')).body)['in-progress']).toEqual([4, 3])
  })

  it.each([
    ['an unknown task', { taskId: 42, newBoardId: 'done' }, 404, 'Task not found'],
    ['an unknown board', { taskId: 1, newBoardId: 'later' }, 404, 'Board not found'],
    ['a missing board', { taskId: 1 }, 400, /data.newBoardId is required/],
    ['a numeric board', { taskId: 1, newBoardId: 3 }, 400, /data.newBoardId must be a string/]
  ])('refuses %s and changes nothing', async (_, data, status, message) => {
    await expectRefused(() => post('update-task-board', data), tasks, status, message)
  })
})

describe('POST add-task', () => {
  it('adds with id highest + 1, empty lists and a due date two days ahead (200)', async () => {
    const { status, body } = await post<NewTaskResponse>('add-task', {
      title: '  Plan the retro ',
      boardId: 'done'
    })
    expect(status).toBe(200)
    expect(body.newTask).toEqual({
      id: 7,
      title: 'Plan the retro',
      description: '',
      labels: [],
      boardId: 'done',
      dueDate: daysFromToday(2),
      attachments: [],
      comments: [],
      assignedTo: [],
      version: 1
    })
    expect(layout(await tasks()).done).toEqual([5, 6, 7])
  })

  it.each([
    ['an unknown board', { title: 'x', boardId: 'later' }, 404, 'Board not found'],
    ['a blank title', { title: '   ', boardId: 'todo' }, 400, 'data.title is required'],
    ['a missing board', { title: 'x' }, 400, /data.boardId is required/],
    ['data that is not an object', 'task', 400, 'data must be an object']
  ])('refuses %s and changes nothing', async (_, data, status, message) => {
    await expectRefused(() => post('add-task', data), tasks, status, message)
  })
})

describe('POST add-board', () => {
  it('derives the id from the title, suffixing -2, -3 when taken', async () => {
    expect((await post<BoardResponse>('add-board', { title: 'Code Review' })).body).toEqual({
      board: { id: 'code-review', title: 'Code Review', version: 1 }
    })
    expect((await post<BoardResponse>('add-board', { title: 'code  review!' })).body.board.id).toBe(
      'code-review-2'
    )
    expect((await post<BoardResponse>('add-board', { title: 'In progress' })).body.board.id).toBe(
      'in-progress-2'
    )
    expect((await post<BoardResponse>('add-board', { title: 'Code-Review' })).body.board.id).toBe(
      'code-review-3'
    )
    expect((await boards()).map((board) => board.id)).toEqual([
      'todo',
      'in-progress',
      'done',
      'code-review',
      'code-review-2',
      'in-progress-2',
      'code-review-3'
    ])
  })

  it.each([
    ['an empty title', { title: '' }],
    ['a missing title', {}],
    ['a numeric title', { title: 5 }]
  ])('refuses %s (400) and changes nothing', async (_, data) => {
    await expectRefused(() => post('add-board', data), boards, 400, /data.title/)
  })
})

describe('POST update-task', () => {
  it('merges the given fields and keeps the rest, board included', async () => {
    const before = (await tasks())[1]!
    const fields = {
      title: 'Release notes',
      labels: ['docs', 'frontend'],
      coverImage: '',
      comments: [{ name: 'A', img: '', comment: 'Hi' }]
    }
    const { status, body } = await post<TaskResponse>('update-task', { id: 2, ...fields, boardId: 'done' })
    expect(status).toBe(200)
    expect(body.task).toEqual({ ...before, ...fields, version: 2 })
    expect((await tasks())[1]).toEqual(body.task)
  })

  it('takes a label of free text, trimmed, and a due date written as a JavaScript date-time', async () => {
    const dueDate = new Date(2030, 5, 1, 0, 0).toISOString()
    const { status, body } = await post<TaskResponse>('update-task', {
      id: 1,
      labels: ['bug', ' Q3 launch '],
      dueDate
    })
    expect(status).toBe(200)
    expect(body.task).toMatchObject({ labels: ['bug', 'Q3 launch'], dueDate: '2030-06-01' })
    expect((await tasks())[0]).toEqual(body.task)
  })

  it.each([
    ['an unknown id', { id: 77, title: 'x' }, 404, 'Task not found'],
    ['an emptied title', { id: 1, title: ' ' }, 400, 'data.title is required'],
    ['a blank label', { id: 1, labels: ['  '] }, 400, 'data.labels[0] is required'],
    [
      'a label over 30 characters',
      { id: 1, labels: ['x'.repeat(31)] },
      400,
      /data.labels\[0\] must be at most 30/
    ],
    ['a label twice', { id: 1, labels: ['bug', 'bug'] }, 400, 'data.labels must not repeat a value'],
    [
      'a label twice once trimmed',
      { id: 1, labels: ['Q3', ' Q3'] },
      400,
      'data.labels must not repeat a value'
    ],
    ['eleven labels', { id: 1, labels: [...'abcdefghijk'] }, 400, /data.labels must be at most 10/],
    ['a bad due date', { id: 1, dueDate: '2025-02-30' }, 400, /data.dueDate must be a date/],
    [
      'an assignee without a name',
      { id: 1, assignedTo: [{ img: '' }] },
      400,
      /data.assignedTo\[0\].title is required/
    ],
    ['a missing id', { title: 'x' }, 400, /data.id is required/]
  ])('refuses %s and changes nothing', async (_, data, status, message) => {
    await expectRefused(() => post('update-task', data), tasks, status, message)
  })
})

describe('POST update-board', () => {
  it('renames the board and keeps its id', async () => {
    const { status, body } = await post<BoardResponse>('update-board', { id: 'todo', title: ' Backlog ' })
    expect(status).toBe(200)
    expect(body.board).toEqual({ id: 'todo', title: 'Backlog', version: 2 })
    expect((await boards())[0]).toEqual(body.board)
  })

  it.each([
    ['an unknown board', { id: 'later', title: 'x' }, 404, 'Board not found'],
    ['an empty title', { id: 'todo', title: '' }, 400, 'data.title is required'],
    ['a missing id', { title: 'x' }, 400, /data.id is required/]
  ])('refuses %s and changes nothing', async (_, data, status, message) => {
    await expectRefused(() => post('update-board', data), boards, status, message)
  })
})

describe('DELETE delete-board, clear-tasks, delete-task', () => {
  it('delete-board removes the board and its tasks', async () => {
    expect((await remove('delete-board', { id: 'in-progress' })).status).toBe(200)
    const after = await everything()
    expect(after.boards.map((board) => board.id)).toEqual(['todo', 'done'])
    expect(layout(after.tasks)).toEqual({ todo: [1, 2], done: [5, 6] })
  })

  it('clear-tasks removes the tasks and keeps the board', async () => {
    expect((await remove('clear-tasks', { id: 'todo' })).status).toBe(200)
    const after = await everything()
    expect(after.boards).toHaveLength(3)
    expect(layout(after.tasks)).toEqual({ 'in-progress': [3, 4], done: [5, 6] })
  })

  it('delete-task removes one task', async () => {
    expect((await remove('delete-task', { id: '3' })).status).toBe(200)
    expect(layout(await tasks())['in-progress']).toEqual([4])
  })

  it.each([
    ['delete-board', { id: 'later' }, 404, 'Board not found'],
    ['delete-board', {}, 400, /id is required/],
    ['clear-tasks', { id: 'later' }, 404, 'Board not found'],
    ['clear-tasks', {}, 400, /id is required/],
    ['delete-task', { id: 99 }, 404, 'Task not found'],
    ['delete-task', { id: 'x' }, 400, /id/]
  ])('%s refuses %o and changes nothing', async (url, params, status, message) => {
    await expectRefused(() => remove(url, params), everything, status, message)
  })
})
