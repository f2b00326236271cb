import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isAxiosError } from 'axios'
import { signedInClient, type SignedInClient } from '@tests/httpClient'
import type { ManagedUser, UserListResponse } from '@/views/apps/user/contract'
import type { TaskListResponse } from '@/views/apps/todo/contract'
import type { EmailListResponse } from '@/views/apps/email/contract'

let client: SignedInClient

beforeEach(async () => {
  client = await signedInClient()
})

afterEach(() => client.storage.clearSession())

const statusOf = async (url: string, method: 'get' | 'post' | 'delete' = 'get', params?: unknown) =>
  (await client.http.request({ method, url, params, validateStatus: () => true })).status
const users = async (params: Record<string, unknown> = {}) =>
  (await client.http.get<UserListResponse>('/api/users/list/data', { params })).data
const tasks = async () => (await client.http.get<TaskListResponse>('/apps/todo/tasks')).data

describe('failing calls', () => {
  it('answers 500 to the chosen share of calls, evenly, and the failed writes change nothing', async () => {
    client.fakeDb.setMockOptions({ failShare: 0.25 })
    const statuses = []
    for (let id = 1; id <= 8; id++) statuses.push(await statusOf('/apps/users/delete', 'delete', { id }))
    expect(statuses.filter((status) => status === 500)).toHaveLength(2)
    client.fakeDb.setMockOptions({ failShare: 1 })
    expect(await statusOf('/apps/users/delete', 'delete', { id: 9 })).toBe(500)
    client.fakeDb.setMockOptions({ failShare: 0 })
    expect((await users()).total).toBe(50 - 6)
  })

  it('fails every call of the chosen app and no other', async () => {
    expect(client.fakeDb.routeFamilies()).toEqual(expect.arrayContaining(['invoice', 'todo', 'users']))
    client.fakeDb.setMockOptions({ failFamily: 'users' })
    expect(await statusOf('/api/users/list/data')).toBe(500)
    expect(await statusOf('/apps/users/add-user', 'post')).toBe(500)
    expect(await statusOf('/apps/todo/tasks')).toBe(200)
  })
})

describe('expired session', () => {
  it('answers the next call 401 once, so the client refreshes and replays it', async () => {
    const answered = vi.fn()
    client.fakeDb.onExpiryAnswered(answered)
    client.fakeDb.setMockOptions({ expireNext: true })
    expect((await tasks()).length).toBeGreaterThan(0)
    const refreshes = client.mock.history.post.filter((call) => call.url === '/jwt/refresh-token')
    expect(refreshes).toHaveLength(1)
    expect(client.mock.history.get.filter((call) => call.url === '/apps/todo/tasks')).toHaveLength(2)
    expect(answered).toHaveBeenCalledTimes(1)
    expect(await statusOf('/apps/todo/tasks')).toBe(200)
  })

  describe('once the access token has outlived its 10 minutes', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60 * 1000 })
    })
    afterEach(() => vi.useRealTimers())

    it('renews the session and replays the call instead of signing out', async () => {
      client.fakeDb.setMockOptions({ expireNext: true })
      expect((await tasks()).length).toBeGreaterThan(0)
      expect(client.storage.getRefreshToken()).not.toBeNull()
      expect(await statusOf('/apps/todo/tasks')).toBe(200)
    })

    it('renews the expired access token itself on its first 401', async () => {
      expect((await tasks()).length).toBeGreaterThan(0)
      expect(client.mock.history.post.filter((call) => call.url === '/jwt/refresh-token')).toHaveLength(1)
    })
  })
})

describe('offline', () => {
  it('fails every call with a network error and no HTTP status', async () => {
    client.fakeDb.setMockOptions({ offline: true })
    const caught: unknown = await client.http.get('/apps/todo/tasks').catch((error: unknown) => error)
    expect(isAxiosError(caught) && caught.code).toBe('ERR_NETWORK')
    expect(isAxiosError(caught) && caught.response).toBeUndefined()
    client.fakeDb.setMockOptions({ offline: false })
    expect(await statusOf('/apps/todo/tasks')).toBe(200)
  })
  it('never fails the sign-in calls, so a remembered scenario cannot lock the user out', async () => {
    const login = { email: 'admin@demo.com', password: 'admin' }
    client.fakeDb.setMockOptions({ offline: true, failShare: 1, expireNext: true })
    expect((await client.http.post('/jwt/login', login)).status).toBe(200)
  })

  it('fails the sign-in calls when their own family is chosen, as that scenario says', async () => {
    client.fakeDb.setMockOptions({ failFamily: 'jwt' })
    const login = { email: 'admin@demo.com', password: 'admin' }
    const status = (await client.http.post('/jwt/login', login, { validateStatus: () => true })).status
    expect(status).toBe(500)
  })
})

describe('data size', () => {
  it('starts every list empty, while the demo accounts still sign in', async () => {
    client.fakeDb.setMockOptions({ dataSize: 'empty' })
    expect(await tasks()).toEqual([])
    expect((await users()).total).toBe(0)
    const login = { email: 'admin@demo.com', password: 'admin' }
    expect((await client.http.post('/jwt/login', login)).status).toBe(200)
  })

  it('grows every list to 10,000 records from the seed, the same on every load', async () => {
    client.fakeDb.setMockOptions({ dataSize: 'big' })
    const page = await users({ page: 1000, perPage: 10, sort: 'id', sortDir: 'asc' })
    expect(page.total).toBe(10_000)
    const all = (await client.http.get<ManagedUser[]>('/api/users/list/all-data')).data
    expect(new Set(all.map((user) => user.id)).size).toBe(10_000)
    expect(all[50]).toEqual({ ...all[0], id: 51 })
    client.fakeDb.setMockOptions({ dataSize: 'seed' })
    expect((await users()).total).toBe(50)
    client.fakeDb.setMockOptions({ dataSize: 'big' })
    expect((await client.http.get<ManagedUser[]>('/api/users/list/all-data')).data).toEqual(all)
  })

  it('dates each copy of the seed before the last, so the inbox reads as years of different mail', async () => {
    client.fakeDb.setMockOptions({ dataSize: 'big' })
    const { emails } = (
      await client.http.get<EmailListResponse>('/apps/email/emails', { params: { folder: 'inbox' } })
    ).data
    const firstPage = emails.slice(0, 10).map((email) => email.subject)
    expect(new Set(firstPage).size).toBe(10)
    const years = emails.map((email) => new Date(email.time).getFullYear())
    expect(Math.max(...years) - Math.min(...years)).toBeGreaterThanOrEqual(5)
  })
})
