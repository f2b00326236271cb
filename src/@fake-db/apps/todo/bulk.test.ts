import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import type { BulkAnswer } from '@/@core/list/bulk/bulk.contract'
import type { Task } from '@/views/apps/todo/contract'

const list = async (params: Record<string, unknown> = {}) =>
  (await call<Task[]>('get', '/apps/todo/tasks', { params })).body
const everything = async () =>
  [...(await list()), ...(await list({ filter: 'deleted' }))].sort((a, b) => a.id - b.id)
const bulkUpdate = (data: object) => call<BulkAnswer>('post', '/apps/todo/bulk-update', { data })
const bulkDelete = (data: object) => call<BulkAnswer>('post', '/apps/todo/bulk-delete', { data })
const undo = (id: number) => call<{ undone: number }>('post', `/apps/activity/entries/${id}/undo`)
const withoutVersion = (tasks: Task[]) => tasks.map(({ version: _version, ...task }) => task)
const missing = 99999
const inTrash = { code: 'inTrash', error: 'The task is in the trash' }

freshMockPerTest()

describe('POST /apps/todo/bulk-update', () => {
  it('completes the tasks it may, names the one in the trash and the unknown id, and leaves them', async () => {
    const before = await everything()
    const open = before.filter((task) => !task.isCompleted && !task.isDeleted).slice(0, 2)
    const trashed = before.find((task) => task.isDeleted)!
    const chosen = [...open.map((task) => task.id), trashed.id, missing]
    const { status, body } = await bulkUpdate({ selection: { ids: chosen }, change: { isCompleted: true } })
    expect(status).toBe(200)
    expect(body.done).toEqual(open.map((task) => task.id))
    expect(body.failed).toEqual([
      { id: missing, code: 'notFound', error: 'Task not found' },
      { id: trashed.id, ...inTrash }
    ])
    const after = await everything()
    for (const task of open) expect(after.find((row) => row.id === task.id)?.isCompleted).toBe(true)
    expect(after.find((row) => row.id === trashed.id)).toEqual(trashed)
  })

  it('reopens every completed task a search matches but the one left out, and its entry puts them back', async () => {
    const before = await everything()
    const completed = await list({ filter: 'completed' })
    expect(completed.length).toBeGreaterThan(1)
    const kept = completed[0]!.id
    const { body } = await bulkUpdate({
      selection: { matching: { filter: 'completed', page: '2' }, except: [kept] },
      change: { isCompleted: false }
    })
    expect(body.failed).toEqual([])
    expect(body.done).toHaveLength(completed.length - 1)
    expect((await list({ filter: 'completed' })).map((task) => task.id)).toEqual([kept])
    expect((await undo(body.entry!)).status).toBe(200)
    expect(withoutVersion(await everything())).toEqual(withoutVersion(before))
  })

  it('refuses an empty change, an unknown field, a bad selection or query, and changes nothing', async () => {
    const before = await everything()
    const refused = [
      { selection: { ids: [1] }, change: {} },
      { selection: { ids: [1] }, change: { title: 'Renamed' } },
      { selection: { ids: [1] }, change: { isCompleted: 'yes' } },
      { selection: { ids: [] }, change: { isCompleted: true } },
      {
        selection: { ids: Array.from({ length: 101 }, (_, index) => index + 1) },
        change: { isCompleted: true }
      },
      { selection: { matching: { q: 'x'.repeat(501) } }, change: { isCompleted: true } }
    ]
    for (const data of refused) expect((await bulkUpdate(data)).status).toBe(400)
    expect(await everything()).toEqual(before)
  })
})

describe('POST /apps/todo/bulk-delete', () => {
  it('moves the tasks to the trash, names the one already there, and its entry restores them', async () => {
    const before = await everything()
    const shown = (await list()).slice(0, 2)
    const trashed = before.find((task) => task.isDeleted)!
    const { status, body } = await bulkDelete({
      selection: { ids: [...shown.map((task) => task.id), trashed.id] }
    })
    expect(status).toBe(200)
    expect(body.done).toEqual(shown.map((task) => task.id))
    expect(body.failed).toEqual([{ id: trashed.id, ...inTrash }])
    const deleted = (await list({ filter: 'deleted' })).map((task) => task.id)
    for (const task of shown) expect(deleted).toContain(task.id)
    expect((await undo(body.entry!)).status).toBe(200)
    expect(withoutVersion(await everything())).toEqual(withoutVersion(before))
  })

  it('refuses an unknown selection key and changes nothing', async () => {
    const before = await everything()
    expect((await bulkDelete({ selection: { ids: [1], all: true } })).status).toBe(400)
    expect((await bulkDelete({})).status).toBe(400)
    expect(await everything()).toEqual(before)
  })
})
