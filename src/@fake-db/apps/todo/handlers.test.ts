import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import { dueDateText, type Task, type TaskResponse } from '@/views/apps/todo/contract'

const list = async (params: Record<string, unknown> = {}) =>
  (await call<Task[]>('get', '/apps/todo/tasks', { params })).body
const ids = (tasks: Task[]) => tasks.map((task) => task.id)
const everything = async () =>
  [...(await list()), ...(await list({ filter: 'deleted' }))].sort((a, b) => a.id - b.id)
const add = (data: unknown) =>
  call<TaskResponse & { error: string }>('post', '/apps/todo/add-tasks', { data })
const update = (data: unknown) =>
  call<TaskResponse & { error: string }>('post', '/apps/todo/update-task', { data })
const remove = (params: unknown) => call<{ error?: string }>('delete', '/apps/todo/delete-task', { params })

freshMockPerTest()

describe('GET /apps/todo/tasks', () => {
  it('seeds at least 12 tasks covering every tag, flag and several assignees, due dates around today', async () => {
    const all = await everything()
    expect(all.length).toBeGreaterThanOrEqual(12)
    expect(new Set(all.flatMap((task) => task.tags))).toEqual(
      new Set(['team', 'low', 'medium', 'high', 'update'])
    )
    for (const flag of ['isImportant', 'isCompleted', 'isDeleted'] as const)
      expect(all.some((task) => task[flag])).toBe(true)
    expect(new Set(all.map((task) => task.assignee?.fullName).filter(Boolean)).size).toBeGreaterThanOrEqual(4)
    const today = new Date()
    const days = all
      .filter((task) => task.dueDate)
      .map((task) => (new Date(`${task.dueDate}T00:00`).getTime() - today.getTime()) / 86_400_000)
    expect(Math.min(...days)).toBeLessThan(0)
    expect(Math.max(...days)).toBeGreaterThan(0)
    expect(Math.max(...days.map(Math.abs))).toBeLessThan(31)
  })

  it('lists the tasks that are not deleted, newest (highest id) first, by default', async () => {
    const { status, body } = await call<Task[]>('get', '/apps/todo/tasks')
    expect(status).toBe(200)
    expect(body.every((task) => !task.isDeleted)).toBe(true)
    expect(ids(body)).toEqual([...ids(body)].sort((a, b) => b - a))
    expect(body.length).toBe((await everything()).filter((task) => !task.isDeleted).length)
  })

  it('filters important, completed and deleted views; an unknown filter is the default', async () => {
    const all = await everything()
    const expectIds = async (params: Record<string, unknown>, keep: (task: Task) => boolean) => {
      const expected = all
        .filter(keep)
        .map((task) => task.id)
        .sort((a, b) => b - a)
      expect(expected.length).toBeGreaterThan(0)
      expect(ids(await list(params))).toEqual(expected)
    }
    await expectIds({ filter: 'important' }, (task) => task.isImportant && !task.isDeleted)
    await expectIds({ filter: 'completed' }, (task) => task.isCompleted && !task.isDeleted)
    await expectIds({ filter: 'deleted' }, (task) => task.isDeleted)
    await expectIds({ filter: 'starred' }, (task) => !task.isDeleted)
    expect(all.some((task) => task.isDeleted && task.isImportant)).toBe(true)
  })

  it('keeps the tasks with a tag, within the filter', async () => {
    const all = await everything()
    for (const tag of ['team', 'low', 'medium', 'high', 'update'] as const) {
      const found = await list({ tag })
      expect(found.length).toBeGreaterThan(0)
      expect(ids(found).sort()).toEqual(
        all
          .filter((task) => task.tags.includes(tag) && !task.isDeleted)
          .map((task) => task.id)
          .sort()
      )
    }
    const deletedLow = await list({ tag: 'low', filter: 'deleted' })
    expect(deletedLow.length).toBeGreaterThan(0)
    expect(deletedLow.every((task) => task.isDeleted && task.tags.includes('low'))).toBe(true)
  })

  it('searches the title, a tag or the due date written "5 Aug", trimmed and case-insensitive', async () => {
    expect((await list({ q: '  INVOICE rounding ' })).map((task) => task.title)).toEqual([
      'Fix the invoice rounding in the export'
    ])
    const medium = await list({ q: 'mediu' })
    expect(medium.length).toBeGreaterThan(0)
    expect(
      medium.every((task) => task.tags.includes('medium') || task.title.toLowerCase().includes('mediu'))
    ).toBe(true)
    const dated = (await list()).find((task) => task.dueDate !== '')!
    const text = dueDateText(dated.dueDate)
    expect(text).toMatch(/^[1-9]\d? [A-Z][a-z]{2}$/)
    expect(ids(await list({ q: text.toLowerCase() }))).toContain(dated.id)
    expect(await list({ q: 'no such task' })).toEqual([])
    expect((await list({ q: '' })).length).toBe((await list()).length)
    expect(await list({ q: 'cold storage' })).toEqual([])
  })

  it('sorts latest, title A-Z and Z-A, by assignee and by due date (empty values last)', async () => {
    const titles = (tasks: Task[]) => tasks.map((task) => task.title.toLowerCase())
    const asc = await list({ sortBy: 'title-asc' })
    expect(titles(asc)).toEqual([...titles(asc)].sort())
    expect(titles(await list({ sortBy: 'title-desc' }))).toEqual([...titles(asc)].reverse())
    const byAssignee = (await list({ sortBy: 'assignee' })).map((task) => task.assignee?.fullName ?? null)
    const named = byAssignee.filter((name): name is string => name !== null)
    expect(byAssignee).toEqual([
      ...named.sort((a, b) => a.localeCompare(b)),
      ...byAssignee.filter((name) => name === null)
    ])
    const byDue = (await list({ sortBy: 'due-date' })).map((task) => task.dueDate)
    const dated = byDue.filter(Boolean)
    expect(byDue).toEqual([...[...dated].sort(), ...byDue.filter((date) => !date)])
    expect(ids(await list({ sortBy: 'fastest' }))).toEqual(ids(await list()))
  })
})

describe('POST /apps/todo/add-tasks', () => {
  it('creates with id highest + 1 and the defaults, trimming the title; 201', async () => {
    const highest = Math.max(...ids(await everything()))
    const { status, body } = await add({ task: { title: '  Call the printer ', id: 3, unknown: 1 } })
    expect(status).toBe(201)
    expect(body.task).toEqual({
      id: highest + 1,
      title: 'Call the printer',
      dueDate: '',
      description: '',
      assignee: null,
      tags: [],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
      version: 1
    })
    expect((await list())[0]).toEqual(body.task)
  })

  it('keeps every field given', async () => {
    const task = {
      title: 'Ship it',
      dueDate: '2030-02-28',
      description: '<p>Now</p>',
      assignee: { fullName: 'Felipe Ortega', avatar: '/images/avatars/5.svg' },
      tags: ['high', 'team'],
      isCompleted: true,
      isDeleted: false,
      isImportant: true
    }
    const { body } = await add({ task })
    expect(body.task).toEqual({ ...task, id: body.task.id, version: 1 })
    expect(ids(await list({ filter: 'completed', tag: 'high' }))).toContain(body.task.id)
  })

  it('accepts a due date written as a JavaScript date-time and stores its local day', async () => {
    const dueDate = new Date(2030, 1, 28, 0, 0).toISOString()
    const { status, body } = await add({ task: { title: 'Ship it', dueDate } })
    expect(status).toBe(201)
    expect(body.task.dueDate).toBe('2030-02-28')
    const updated = await update({ task: { id: body.task.id, dueDate: '2030-03-01T18:45:10+00:00' } })
    expect(updated.body.task.dueDate).toMatch(/^2030-03-0[12]$/)
  })

  it.each([
    ['a body that is not an object', 'task', /body/],
    ['no task', {}, /task is required/],
    ['a missing title', { task: { dueDate: '' } }, /task.title is required/],
    ['a blank title', { task: { title: '   ' } }, /task.title is required/],
    ['a numeric title', { task: { title: 5 } }, /task.title must be a string/],
    ['an unknown tag', { task: { title: 'x', tags: ['urgent'] } }, /task.tags\[0\] must be one of/],
    ['an impossible due date', { task: { title: 'x', dueDate: '2030-02-30' } }, /task.dueDate is not valid/],
    ['a due date in words', { task: { title: 'x', dueDate: 'next Friday' } }, /task.dueDate is not valid/],
    [
      'a due date at hour 24',
      { task: { title: 'x', dueDate: '2030-02-03T24:00Z' } },
      /task.dueDate is not valid/
    ],
    [
      'a flag that is not a boolean',
      { task: { title: 'x', isImportant: 'yes' } },
      /task.isImportant must be true or false/
    ],
    [
      'an assignee without a name',
      { task: { title: 'x', assignee: { avatar: '' } } },
      /task.assignee.fullName is required/
    ],
    ['a title over 120 characters', { task: { title: 'x'.repeat(121) } }, /task.title must be at most 120/]
  ])('answers 400 for %s and stores nothing', async (_, data, message) => {
    await expectRefused(() => add(data), everything, 400, message)
  })
})

describe('POST /apps/todo/update-task', () => {
  it('merges the given fields and keeps the rest', async () => {
    const before = (await everything()).find((task) => task.id === 2)!
    const { status, body } = await update({
      task: { id: '2', isCompleted: true, tags: ['high'], assignee: null }
    })
    expect(status).toBe(200)
    expect(body.task).toEqual({ ...before, isCompleted: true, tags: ['high'], assignee: null, version: 2 })
    expect((await everything()).find((task) => task.id === 2)).toEqual(body.task)
  })

  it('restores a deleted task with isDeleted false', async () => {
    const deleted = (await list({ filter: 'deleted' }))[0]!
    await update({ task: { id: deleted.id, isDeleted: false } })
    expect(ids(await list())).toContain(deleted.id)
    expect(ids(await list({ filter: 'deleted' }))).not.toContain(deleted.id)
  })

  it('answers 404 for an unknown id and 400 for bad input, changing nothing', async () => {
    await expectRefused(() => update({ task: { id: 999, title: 'x' } }), everything, 404, 'Task not found')
    const bad: [unknown, RegExp][] = [
      [[1], /body/],
      [{ task: { title: 'x' } }, /task.id is required/],
      [{ task: { id: 'two' } }, /task.id/],
      [{ task: { id: 2, title: '' } }, /task.title is required/],
      [{ task: { id: 2, tags: 'high' } }, /task.tags must be a list/],
      [{ task: { id: 2, isDeleted: 1 } }, /task.isDeleted/]
    ]
    for (const [data, message] of bad) await expectRefused(() => update(data), everything, 400, message)
  })
})

describe('DELETE /apps/todo/delete-task', () => {
  it('soft deletes: the task moves to the deleted view with isDeleted true', async () => {
    const { status } = await remove({ taskId: '1' })
    expect(status).toBe(200)
    expect(ids(await list())).not.toContain(1)
    const deleted = (await list({ filter: 'deleted' })).find((task) => task.id === 1)
    expect(deleted?.isDeleted).toBe(true)
    expect(deleted?.title).toBe('Draft the spring release notes')
  })

  it('answers 404 for an unknown id and 400 for a missing or malformed one, changing nothing', async () => {
    await expectRefused(() => remove({ taskId: 999 }), everything, 404, 'Task not found')
    await expectRefused(() => remove({}), everything, 400, /taskId is required/)
    await expectRefused(() => remove({ taskId: 'one' }), everything, 400, /taskId/)
  })
})
