import { z } from 'zod/mini'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios'
import { mock } from './mock'
import { setMockOptions } from './options'
import { del, get, post, registerRoutes, rehearseCall, type MockRequest } from './route'
import { badRequest, createStore, ok } from './utils'
import { signToken } from './jwt/tokens'

// These routes test the table itself, not an answer's shape.
const anyAnswer = z.unknown()

interface Rows {
  rows: number[]
}
const store = createStore('t-route', async () => ({ rows: [1, 2] }))

const finished: string[] = []
const slowStore = createStore(
  't-route-slow',
  () => new Promise<Rows>((resolve) => setTimeout(() => resolve({ rows: [7] }), 80))
)

async function call<T = unknown>(config: AxiosRequestConfig) {
  const { status, data } = await mock.axiosInstance.request<T>({ ...config, validateStatus: () => true })
  return { status, data }
}

afterEach(() => {
  setMockOptions({ enforceAuth: false, delayMs: 0 })
  store.reset()
  vi.useRealTimers()
})

describe('request parsing', () => {
  it('passes GET params as sent, merged with any query string in the url', async () => {
    const { data } = await call<MockRequest>({
      url: '/t/echo?page=2&tags[]=a&tags[]=b',
      params: { q: 'x', calendars: ['Personal', 'ETC'], perPage: 5 }
    })
    expect(data.url).toBe('/t/echo')
    expect(data.method).toBe('get')
    expect(data.params).toEqual({
      page: '2',
      tags: ['a', 'b'],
      q: 'x',
      calendars: ['Personal', 'ETC'],
      perPage: 5
    })
    expect(data.pathParams).toEqual({})
  })

  it('parses JSON bodies and keeps a non-JSON body as a string', async () => {
    const json = await call<MockRequest>({ method: 'post', url: '/t/echo', data: { task: { title: 'x' } } })
    expect(json.data.body).toEqual({ task: { title: 'x' } })
    const text = await call<MockRequest>({
      method: 'post',
      url: '/t/echo',
      data: 'not json',
      headers: { 'Content-Type': 'text/plain' }
    })
    expect(text.data.body).toBe('not json')
    const none = await call<MockRequest>({ method: 'post', url: '/t/echo' })
    expect(none.data.body).toBeUndefined()
  })

  it('gives :param segments by name and lower-case headers', async () => {
    const { data } = await call<MockRequest>({
      method: 'delete',
      url: '/t/items/42/cart',
      headers: { 'X-Demo': 'yes' }
    })
    expect(data.pathParams).toEqual({ id: '42', list: 'cart' })
    expect(data.headers['x-demo']).toBe('yes')
  })

  it('decodes path parameters once, and answers 400 for one that does not decode', async () => {
    expect((await call<MockRequest>({ url: '/t/named/caf%C3%A9%2F1' })).data.pathParams).toEqual({
      name: 'café/1'
    })
    expect(await call({ url: '/t/named/%E0%A4%A' })).toEqual({
      status: 400,
      data: { error: 'Malformed path parameter', code: 'malformed' }
    })
  })
})

describe('order', () => {
  it('runs reads side by side, and writes one after the other', async () => {
    finished.length = 0
    await Promise.all([call({ url: '/t/slow' }), call({ url: '/t/fast' })])
    expect(finished).toEqual(['fast read', 'slow read'])
    finished.length = 0
    slowStore.reset()
    await Promise.all([
      call({ method: 'post', url: '/t/slow-write' }),
      call({ method: 'post', url: '/t/fast-write' })
    ])
    expect(finished).toEqual(['slow write', 'fast write'])
  })
})

describe('failures leave the data unchanged', () => {
  it('answers 500 with the message when a handler throws', async () => {
    expect(await call({ method: 'post', url: '/t/throw' })).toEqual({
      status: 500,
      data: { error: 'handler bug', code: 'server' }
    })
    expect((await call({ url: '/t/rows' })).data).toEqual({ rows: [1, 2] })
  })

  it('answers 500 when a handler rejects or gives no reply', async () => {
    expect(await call({ method: 'post', url: '/t/reject' })).toEqual({
      status: 500,
      data: { error: 'rejected', code: 'server' }
    })
    const noReply = await call<{ error: string }>({ method: 'post', url: '/t/no-reply' })
    expect(noReply.status).toBe(500)
    expect(noReply.data.error).toMatch(/gave no reply/)
    expect((await call({ url: '/t/rows' })).data).toEqual({ rows: [1, 2] })
  })

  it('undoes changes made before a 4xx answer, and keeps those of a success', async () => {
    expect(await call({ method: 'post', url: '/t/bad' })).toEqual({
      status: 400,
      data: { error: 'title is required', code: 'required', field: 'title' }
    })
    expect((await call({ method: 'post', url: '/t/add' })).data).toEqual({ rows: [1, 2, 3] })
    expect((await call({ url: '/t/rows' })).data).toEqual({ rows: [1, 2, 3] })
  })

  it('rehearses a write: its answer and what it would change, and keeps nothing', async () => {
    const { reply, changes } = await rehearseCall({ method: 'post', url: '/t/add' })
    expect(reply).toEqual([200, { rows: [1, 2, 3] }])
    expect(changes).toEqual([
      expect.objectContaining({ action: 'updated', before: { rows: [1, 2] }, after: { rows: [1, 2, 3] } })
    ])
    expect((await call({ url: '/t/rows' })).data).toEqual({ rows: [1, 2] })
    const refused = await rehearseCall({ method: 'post', url: '/t/bad' })
    expect(refused).toEqual({ reply: [400, expect.objectContaining({ code: 'required' })], changes: [] })
  })

  it('keeps concurrent successes when another request fails', async () => {
    const results = await Promise.all([
      call({ method: 'post', url: '/t/add' }),
      call({ method: 'post', url: '/t/throw' }),
      call({ method: 'post', url: '/t/add' })
    ])
    expect(results.map((r) => r.status)).toEqual([200, 500, 200])
    expect((await call({ url: '/t/rows' })).data).toEqual({ rows: [1, 2, 3, 4] })
  })
})

describe('enforceAuth', () => {
  it('is off by default', async () => {
    expect((await call({ url: '/t/rows' })).status).toBe(200)
  })

  it('answers 401 without a valid, unexpired access token', async () => {
    setMockOptions({ enforceAuth: true })
    const unauthorized = { status: 401, data: { error: 'Unauthorized', code: 'unauthorized' } }
    expect(await call({ url: '/t/rows' })).toEqual(unauthorized)
    expect(await call({ url: '/t/rows', headers: { Authorization: 'Bearer nonsense' } })).toEqual(
      unauthorized
    )
    const refresh = await signToken('refresh', 1)
    expect(await call({ url: '/t/rows', headers: { Authorization: `Bearer ${refresh}` } })).toEqual(
      unauthorized
    )
    const expired = await signToken('access', 1, Math.floor(Date.now() / 1000) - 11 * 60)
    expect(await call({ url: '/t/rows', headers: { Authorization: `Bearer ${expired}` } })).toEqual(
      unauthorized
    )
    const access = await signToken('access', 1)
    expect(await call({ url: '/t/rows', headers: { Authorization: `Token ${access}` } })).toEqual(
      unauthorized
    )
    expect(await call({ url: '/t/rows', headers: { Authorization: `Bearer ${access}` } })).toEqual({
      status: 200,
      data: { rows: [1, 2] }
    })
  })

  it('never guards /jwt/*', async () => {
    setMockOptions({ enforceAuth: true })
    expect((await call({ url: '/jwt/ping' })).status).toBe(200)
  })
})

describe('delayMs', () => {
  it('holds every answer for the configured time', async () => {
    vi.useFakeTimers()
    setMockOptions({ delayMs: 300 })
    let settled = false
    const pending = call({ url: '/t/rows' }).then((result) => {
      settled = true
      return result
    })
    await vi.advanceTimersByTimeAsync(299)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await pending).status).toBe(200)
  })
})

describe('index', () => {
  it('answers every call through one adapter handler, however often it is imported', async () => {
    vi.resetModules()
    const first = await import('@fake-db')
    const handlers = (first.mock as unknown as { handlers: unknown[] }).handlers
    const second = await import('@fake-db')
    expect(second.mock).toBe(first.mock)
    expect(handlers).toHaveLength(1)
  })

  it('sends a call no route claims on to the network, as if there were no mock', async () => {
    vi.resetModules()
    const { http } = await import('@/utility/http')
    const network = vi.fn((config: InternalAxiosRequestConfig) =>
      Promise.resolve({ status: 203, statusText: '', data: '"from the network"', headers: {}, config })
    )
    http.defaults.adapter = network
    await import('@fake-db')
    const { status, data } = await http.get('/not/a/mock/route')
    expect([status, data]).toEqual([203, 'from the network'])
    expect(network).toHaveBeenCalledTimes(1)
    expect((await http.post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })).status).toBe(200)
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('has no two routes that answer the same call, so no handler depends on the order of registration', async () => {
    vi.resetModules()
    await import('@fake-db')
    const { eachRoute, routesFor } = await import('./route')
    const shadowed: string[] = []
    eachRoute(({ method, path }) => {
      const sample = path.replace(/:[^/]+/g, 'sample')
      const answering = routesFor(sample).filter((route) => route.method === method)
      if (answering.length > 1) shadowed.push(`${method} ${path}: ${answering.map((r) => r.path).join(', ')}`)
    })
    expect(shadowed).toEqual([])
  })
})

registerRoutes([
  get('/t/echo', (req) => ok(req), { answer: anyAnswer, permission: 'signedIn' }),
  post('/t/echo', (req) => ok(req), { answer: anyAnswer, permission: 'signedIn' }),
  del('/t/items/:id/:list', (req) => ok(req), { answer: anyAnswer, permission: 'signedIn' }),
  get('/t/named/:name', (req) => ok(req), { answer: anyAnswer, permission: 'signedIn' }),
  get('/t/rows', async () => ok(await store.get()), { answer: anyAnswer, permission: 'signedIn' }),
  get('/jwt/ping', async () => ok(await store.get()), { answer: anyAnswer, permission: 'public' }),
  get(
    '/t/slow',
    async () => {
      const rows = await slowStore.get()
      finished.push('slow read')
      return ok(rows)
    },
    { answer: anyAnswer, permission: 'signedIn' }
  ),
  get(
    '/t/fast',
    async () => {
      finished.push('fast read')
      return ok(await store.get())
    },
    { answer: anyAnswer, permission: 'signedIn' }
  ),
  post(
    '/t/slow-write',
    async () => {
      const rows = await slowStore.get()
      finished.push('slow write')
      return ok(rows)
    },
    { answer: anyAnswer, permission: 'signedIn' }
  ),
  post(
    '/t/fast-write',
    async () => {
      finished.push('fast write')
      return ok(await store.get())
    },
    { answer: anyAnswer, permission: 'signedIn' }
  ),
  post(
    '/t/add',
    async () => {
      const data = await store.get()
      data.rows.push(data.rows.length + 1)
      return ok(data)
    },
    { answer: anyAnswer, permission: 'signedIn' }
  ),
  post(
    '/t/throw',
    async () => {
      ;(await store.get()).rows.push(99)
      throw new Error('handler bug')
    },
    { answer: anyAnswer, permission: 'signedIn' }
  ),
  post(
    '/t/reject',
    async () => {
      ;(await store.get()).rows.push(99)
      return Promise.reject(new Error('rejected'))
    },
    { answer: anyAnswer, permission: 'signedIn' }
  ),
  post(
    '/t/bad',
    async () => {
      ;(await store.get()).rows.push(99)
      return badRequest({ error: 'title is required', code: 'required', field: 'title' })
    },
    { answer: anyAnswer, permission: 'signedIn' }
  ),
  post('/t/no-reply', () => undefined as unknown as readonly [number, Rows], {
    answer: anyAnswer,
    permission: 'signedIn'
  })
])
