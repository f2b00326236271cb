import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest, mockApi } from '@tests/mockApi'
import type { ActivityListResponse } from '@/utility/activity.contract'
import { notificationCap, type NotificationListResponse } from '@/utility/notifications.contract'

freshMockPerTest()

const list = async (params: Record<string, unknown> = {}) =>
  (await call<NotificationListResponse>('get', '/notifications/items', { params })).body

async function tokenOf(email: string, password: string): Promise<string> {
  const { data } = await mockApi().post<{ accessToken: string }>('/jwt/login', { email, password })
  return `Bearer ${data.accessToken}`
}

async function signInAs(email: string, password: string): Promise<void> {
  mockApi().defaults.headers.common.Authorization = await tokenOf(email, password)
}

const signInAdmin = () => signInAs('admin@demo.com', 'admin')

/** A second admin, made on /register, who changes things the first one changed. */
async function signUpColleague(): Promise<void> {
  delete mockApi().defaults.headers.common.Authorization
  const body = { email: 'sigrid@example.com', username: 'sigrid', password: 'north-light-42' }
  expect((await call('post', '/jwt/register', { data: body })).status).toBeLessThan(300)
  await signInAs(body.email, body.password)
}

const updateInvoice = (fields: Record<string, unknown>) =>
  call('post', '/apps/invoice/update-invoice', { data: { invoice: fields } })

describe('the list', () => {
  it("answers the caller's own notifications newest first, with the unread count", async () => {
    await signInAdmin()
    const { notifications, total, unread } = await list()
    expect(total).toBe(4)
    expect(unread).toBe(3)
    expect(notifications.map((item) => item.kind)).toEqual(['mention', 'change', 'failure', 'export'])
    expect(notifications[0]).not.toHaveProperty('userId')
    expect((await list({ show: 'unread' })).total).toBe(3)
    expect((await list({ perPage: 2, page: 2 })).notifications.map((item) => item.kind)).toEqual([
      'failure',
      'export'
    ])
  })

  it('refuses a show it does not know and a page too long', async () => {
    await signInAdmin()
    const bad = await call<{ code: string }>('get', '/notifications/items', { params: { show: 'new' } })
    expect(bad).toMatchObject({ status: 400, body: { code: 'oneOf' } })
    const long = await call('get', '/notifications/items', { params: { perPage: 1000 } })
    expect(long.status).toBe(400)
  })
})

describe('marking and deleting', () => {
  it('marks one read, then all, and records nothing in the activity log', async () => {
    await signInAdmin()
    const [first] = (await list({ show: 'unread' })).notifications
    const marked = await call('post', `/notifications/items/${first!.id}/read`)
    expect(marked).toMatchObject({ status: 200, body: { notification: { id: first!.id, read: true } } })
    expect((await list()).unread).toBe(2)
    expect(await call('post', '/notifications/read-all')).toEqual({ status: 200, body: { read: 2 } })
    expect((await list()).unread).toBe(0)
    const log = await call<ActivityListResponse>('get', '/apps/activity/entries')
    expect(log.body.total).toBe(0)
  })

  it("deletes one; an unknown id and another user's notification answer 404 and change nothing", async () => {
    await signInAs('client@demo.com', 'client')
    const [theirs] = (await list()).notifications
    await signInAdmin()
    const [first] = (await list()).notifications
    expect(await call('delete', `/notifications/items/${first!.id}`)).toEqual({
      status: 200,
      body: { removed: first!.id }
    })
    expect((await call('delete', `/notifications/items/${first!.id}`)).status).toBe(404)
    expect((await call('post', `/notifications/items/${theirs!.id}/read`)).status).toBe(404)
    expect((await call('delete', '/notifications/items/abc')).status).toBe(400)
    expect((await list()).total).toBe(3)
    await signInAs('client@demo.com', 'client')
    expect((await list()).notifications[0]).toMatchObject({ id: theirs!.id, read: false })
  })
})

describe('events', () => {
  it('tells whoever changed a record before when someone else changes it, not the writer', async () => {
    await signInAdmin()
    await updateInvoice({ id: 5001, note: 'Mine' })
    const before = (await list()).total
    await signUpColleague()
    await updateInvoice({ id: 5001, note: 'Theirs' })
    expect((await list()).total).toBe(0)
    await signInAdmin()
    const { notifications, total } = await list()
    expect(total).toBe(before + 1)
    expect(notifications[0]).toMatchObject({
      kind: 'change',
      read: false,
      actor: { name: 'sigrid' },
      app: 'invoice',
      action: 'updated'
    })
  })

  it('tells a user mentioned in a chat message or a kanban comment', async () => {
    await signUpColleague()
    const message = 'Thanks @Astrid, the invoice is sent (copy to sigrid@example.com).'
    expect(
      (await call('post', '/apps/chat/send-msg', { data: { obj: { contact: 1, message } } })).status
    ).toBe(201)
    await signInAdmin()
    const [mention] = (await list()).notifications
    expect(mention).toMatchObject({
      kind: 'mention',
      app: 'chat',
      actor: { name: 'sigrid' },
      excerpt: message
    })
    const comment = { name: 'sigrid', img: '', comment: 'Ready for @mikkel.client to try.' }
    const task = { data: { id: 1, comments: [comment] } }
    expect((await call('post', '/apps/kanban/update-task', { data: task })).status).toBe(200)
    await signInAs('client@demo.com', 'client')
    expect((await list()).notifications[0]).toMatchObject({
      kind: 'mention',
      app: 'kanban',
      title: 'Sketch the onboarding checklist',
      excerpt: comment.comment
    })
    expect(
      (await list()).notifications.filter((item) => item.kind === 'mention' && item.app === 'chat')
    ).toHaveLength(1)
  })

  it('counts a failed call once per call while it is unread', async () => {
    const fakeDb = await import('@fake-db')
    await signInAdmin()
    fakeDb.setMockOptions({ failFamily: 'invoice' })
    expect((await call('get', '/apps/invoice/invoices')).status).toBe(500)
    expect((await call('get', '/apps/invoice/invoices')).status).toBe(500)
    fakeDb.setMockOptions({ failFamily: '' })
    const [failure] = (await list()).notifications
    expect(failure).toMatchObject({
      kind: 'failure',
      title: 'GET /apps/invoice/invoices',
      count: 2,
      read: false
    })
  })

  it('adds a finished export; a bad one is refused', async () => {
    await signInAdmin()
    const done = await call('post', '/notifications/exports', {
      data: { file: 'invoices.csv', rows: 42, app: 'invoice' }
    })
    expect(done).toMatchObject({
      status: 201,
      body: { notification: { kind: 'export', title: 'invoices.csv', count: 42 } }
    })
    const bad = await call('post', '/notifications/exports', { data: { file: '', rows: -1 } })
    expect(bad.status).toBe(400)
    expect((await list()).total).toBe(5)
  })

  it(`keeps each user's newest ${notificationCap}`, async () => {
    await signInAdmin()
    const data = { file: 'users.csv', rows: 1 }
    for (let n = 0; n < notificationCap; n++) await call('post', '/notifications/exports', { data })
    const { total, notifications } = await list({ perPage: 100 })
    expect(total).toBe(notificationCap)
    expect(notifications.every((item) => item.kind === 'export' && item.title === 'users.csv')).toBe(true)
  })
})
