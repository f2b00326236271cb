import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import { activityCap, type ActivityListResponse } from '@/utility/activity.contract'

freshMockPerTest()

const log = async (params: Record<string, unknown> = {}) =>
  (await call<ActivityListResponse>('get', '/apps/activity/entries', { params })).body
const summary = async () =>
  (await log()).entries.map(({ app, entity, recordId, action, records }) => ({
    app,
    entity,
    recordId,
    action,
    fields: records.flatMap((record) => record.changes.map((change) => change.field))
  }))

type Write = [method: 'post' | 'delete', url: string, options: { data?: unknown; params?: unknown }]
const writes: [app: string, write: Write, entity: string, id: string, action: string, field: string][] = [
  [
    'todo',
    ['post', '/apps/todo/add-tasks', { data: { task: { title: 'Call the printer' } } }],
    'todo-task',
    '16',
    'created',
    'title'
  ],
  [
    'calendar',
    ['post', '/apps/calendar/update-event', { data: { event: { id: 1, title: 'Moved' } } }],
    'calendar-event',
    '1',
    'updated',
    'title'
  ],
  [
    'kanban',
    ['post', '/apps/kanban/update-task-board', { data: { data: { taskId: 1, newBoardId: 'done' } } }],
    'task',
    '1',
    'updated',
    'boardId'
  ],
  ['users', ['delete', '/apps/users/delete', { params: { id: 3 } }], 'user', '3', 'deleted', 'email'],
  [
    'account-setting',
    ['post', '/account-setting/data', { data: { tab: 'general', data: { company: 'Fjord AS' } } }],
    'account-settings',
    'account-settings',
    'updated',
    'general'
  ],
  [
    'chat',
    ['post', '/apps/chat/send-msg', { data: { obj: { message: 'Hello', contact: 1 } } }],
    'chat',
    '1',
    'updated',
    'chat'
  ],
  [
    'ecommerce',
    ['post', '/apps/ecommerce/wishlist', { data: { productId: 2 } }],
    'wishlist',
    '4',
    'created',
    'productId'
  ],
  [
    'email',
    ['post', '/apps/email/update-emails', { data: { emailIds: [2], dataToUpdate: { isStarred: true } } }],
    'email',
    '2',
    'updated',
    'isStarred'
  ],
  [
    'permissions',
    ['post', '/apps/permissions/add-permission', { data: { permission: { name: 'Export reports' } } }],
    'permission',
    '10',
    'created',
    'name'
  ]
]

describe('every app', () => {
  for (const [app, [method, url, options], entity, recordId, action, field] of writes)
    it(`${app}: a successful write is one entry naming the record and the changed fields`, async () => {
      expect((await call(method, url, options)).status).toBeLessThan(300)
      const [entry, ...rest] = await summary()
      expect(rest).toEqual([])
      expect(entry).toMatchObject({ app, entity, recordId, action })
      expect(entry.fields).toContain(field)
    })

  it('a write touching several records is one bulk entry', async () => {
    await call('post', '/apps/email/update-emails', {
      data: { emailIds: [2, 3], dataToUpdate: { isStarred: true } }
    })
    const [entry] = (await log()).entries
    expect(entry.action).toBe('bulk')
    expect(entry.records.map((record) => record.recordId)).toEqual(['2', '3'])
  })
})

describe('what is not recorded', () => {
  it('a refused write and a rolled-back write record nothing', async () => {
    expect((await call('post', '/apps/todo/add-tasks', { data: { task: { title: '' } } })).status).toBe(400)
    expect((await call('delete', '/apps/users/delete', { params: { id: 99999 } })).status).toBe(404)
    expect((await log()).total).toBe(0)
  })

  it('a read records nothing', async () => {
    await call('get', '/apps/todo/tasks')
    expect((await log()).total).toBe(0)
  })

  it('secrets show only that they changed', async () => {
    const { body } = await call<{ key: string }>('post', '/api-key/add', {
      data: { name: 'Billing', access: 'full' }
    })
    await call('post', '/jwt/register', {
      data: { email: 'new@demo.com', username: 'newbie', password: 'hunter22' }
    })
    const text = JSON.stringify(await log())
    expect(text).not.toContain('hunter22')
    expect(text).not.toContain(body.key)
    const changes = (await log()).entries.flatMap((entry) =>
      entry.records.flatMap((record) => record.changes)
    )
    expect(changes.filter((change) => change.secret).map((change) => change.field)).toEqual(
      expect.arrayContaining(['key', 'password'])
    )
  })
})

describe('the list', () => {
  it('filters by app, action and record, searches, and keeps the newest first', async () => {
    await call('post', '/apps/todo/add-tasks', { data: { task: { title: 'Call the printer' } } })
    await call('post', '/apps/calendar/update-event', { data: { event: { id: 1, title: 'Moved' } } })
    await call('delete', '/apps/users/delete', { params: { id: 3 } })
    expect((await log()).entries.map((entry) => entry.app)).toEqual(['users', 'calendar', 'todo'])
    expect((await log({ app: 'calendar' })).total).toBe(1)
    expect((await log({ action: 'deleted' })).entries[0].recordId).toBe('3')
    expect((await log({ entity: 'todo-task', recordId: '16' })).total).toBe(1)
    expect((await log({ q: 'printer' })).entries[0].title).toBe('Call the printer')
    const today = new Date().toISOString().slice(0, 10)
    expect((await log({ minAt: today, maxAt: today })).total).toBe(3)
    expect((await log({ maxAt: '2000-01-01' })).total).toBe(0)
  })
})

describe('the cap', () => {
  it(`keeps the newest ${activityCap} entries`, { timeout: 60_000 }, async () => {
    for (let i = 0; i <= activityCap; i++)
      await call('post', '/apps/calendar/update-event', { data: { event: { id: 1, title: `Moved ${i}` } } })
    const { total, entries } = await log({ perPage: 1 })
    expect(total).toBe(activityCap)
    expect(entries[0].id).toBe(activityCap + 1)
    expect((await log({ page: activityCap, perPage: 1 })).entries[0].id).toBe(2)
  })
})
