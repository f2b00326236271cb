import { z } from 'zod/mini'
import { afterEach, describe, expect, it } from 'vitest'
import { mock } from '@fake-db'
import { setMockOptions } from '@fake-db/options'
import { get, post, registerRoutes } from '@fake-db/route'
import { createStore, ok } from '@fake-db/utils'
import { signToken } from '@fake-db/jwt/tokens'
import type { RefusalCode } from '@/utility/refusal.contract'
import { createApi, wireLimits } from './app'

// These routes test the table itself, not an answer's shape.
const anyAnswer = z.unknown()

const store = createStore('t-http', async () => ({ rows: [1, 2] }))

const lines: string[] = []
const app = createApi({ log: (line) => lines.push(line), corsOrigins: ['https://admin.example'] })

async function send(path: string, init: RequestInit = {}) {
  const response = await app.request(path, init)
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
}

const json = (body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body)
})

const rowsNow = async () => (await send('/t-http/rows')).body

afterEach(() => {
  setMockOptions({ enforceAuth: false })
  store.reset()
  lines.length = 0
})

describe('HTTP adapter', () => {
  it('answers a registered call exactly as the axios adapter does, as JSON', async () => {
    const path = '/apps/invoice/invoices?q=an&perPage=3&page=2&sort=desc&sortColumn=total'
    const viaHttp = await send(path)
    const viaAxios = await mock.axiosInstance.get(path)
    expect(viaHttp.status).toBe(200)
    expect(viaHttp.headers.get('content-type')).toBe('application/json')
    expect(viaHttp.body).toEqual(viaAxios.data)
    expect(lines).toEqual([expect.stringMatching(/^GET \/apps\/invoice\/invoices\?q=an.* 200 \d+ ms$/)])
  })

  it('reads repeated, bracketed and comma-separated list parameters alike', async () => {
    const repeated = await send('/t-http/echo?a=1&a=2&b=x')
    const bracketed = await send('/t-http/echo?a[]=1&a%5B%5D=2&b=x')
    expect(repeated.body).toMatchObject({ params: { a: ['1', '2'], b: 'x' } })
    expect(bracketed.body).toEqual(repeated.body)
    const events = (query: string) => send(`/apps/calendar/events?${query}`)
    const byComma = await events('calendars=Personal,ETC')
    expect(byComma.body).not.toEqual([])
    expect((await events('calendars=Personal&calendars=ETC')).body).toEqual(byComma.body)
    expect((await events('calendars[]=Personal&calendars[]=ETC')).body).toEqual(byComma.body)
  })

  it('passes path, method, JSON body and headers to the handler', async () => {
    const { body } = await send('/t-http/echo', {
      ...json({ task: { title: 'x' } }),
      headers: { 'Content-Type': 'application/json; charset=UTF-8', 'X-Demo': 'yes' }
    })
    expect(body).toMatchObject({
      url: '/t-http/echo',
      method: 'post',
      body: { task: { title: 'x' } },
      headers: { 'x-demo': 'yes' }
    })
  })

  it('answers 500 with the message when a handler throws, and keeps the data', async () => {
    expect(await send('/t-http/throw', { method: 'POST' })).toMatchObject({
      status: 500,
      body: { error: 'handler bug' }
    })
    expect(await rowsNow()).toEqual({ rows: [1, 2] })
  })

  it('checks the bearer token when enforceAuth is on, never on /jwt/*', async () => {
    setMockOptions({ enforceAuth: true })
    expect(await send('/t-http/rows')).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized', code: 'unauthorized' }
    })
    const token = await signToken('access', 1)
    const signed = await send('/t-http/rows', { headers: { Authorization: `Bearer ${token}` } })
    expect(signed.status).toBe(200)
    expect((await send('/jwt/logout', { method: 'POST' })).status).toBe(200)
  })

  it('allows loopback and listed origins, and answers their preflight', async () => {
    const allowed = async (origin: string) =>
      (await app.request('/t-http/rows', { headers: { Origin: origin } })).headers.get(
        'access-control-allow-origin'
      )
    expect(await allowed('http://localhost:5173')).toBe('http://localhost:5173')
    expect(await allowed('http://127.0.0.1:4301')).toBe('http://127.0.0.1:4301')
    expect(await allowed('https://admin.example')).toBe('https://admin.example')
    expect(await allowed('https://evil.example')).toBeNull()
    const preflight = await app.request('/t-http/add', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type'
      }
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type')
  })
})

describe('bad input over the wire changes nothing', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)
  const cases: [string, string, RequestInit, number, RegExp, RefusalCode][] = [
    [
      'a body that is not JSON',
      '/t-http/add',
      { ...json(0), body: '{"rows": [' },
      400,
      /not valid JSON/,
      'malformed'
    ],
    [
      'a body that is not UTF-8',
      '/t-http/add',
      { ...json(0), body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
      400,
      /UTF-8/,
      'malformed'
    ],
    [
      'a wrong content type',
      '/t-http/add',
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' },
      415,
      /application\/json/,
      'unsupportedType'
    ],
    [
      'a charset other than UTF-8',
      '/t-http/add',
      { method: 'POST', headers: { 'Content-Type': 'application/json; charset=latin1' }, body: bytes('{}') },
      415,
      /application\/json/,
      'unsupportedType'
    ],
    [
      'a body over 1 MB',
      '/t-http/add',
      json({ pad: 'x'.repeat(wireLimits.bodyBytes) }),
      413,
      /over 1048576 bytes/,
      'tooLarge'
    ],
    [
      'a query string over 8 KB',
      `/t-http/rows?q=${'x'.repeat(wireLimits.queryBytes)}`,
      {},
      414,
      /too long/,
      'tooLarge'
    ],
    [
      'an unknown path',
      '/t-http/nowhere',
      { method: 'POST' },
      404,
      /No route for \/t-http\/nowhere/,
      'noRoute'
    ],
    ['a method the path does not take', '/t-http/add', { method: 'PUT' }, 405, /use POST/, 'notAllowed']
  ]

  it.each(cases)('refuses %s', async (_name, path, init, status, message, code) => {
    const answer = await send(path, init)
    expect(answer.status).toBe(status)
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(answer.body).toEqual({ error: expect.stringMatching(message), code })
    expect(await rowsNow()).toEqual({ rows: [1, 2] })
  })

  it('names the methods a path takes in Allow', async () => {
    const { headers } = await send('/t-http/echo', { method: 'DELETE' })
    expect(headers.get('allow')).toBe('GET, HEAD, POST')
  })
})

registerRoutes([
  get('/t-http/echo', (req) => ok(req), { answer: anyAnswer, permission: 'signedIn' }),
  post('/t-http/echo', (req) => ok(req), { answer: anyAnswer, permission: 'signedIn' }),
  get('/t-http/rows', async () => ok(await store.get()), { answer: anyAnswer, permission: 'signedIn' }),
  post(
    '/t-http/add',
    async () => {
      const data = await store.get()
      data.rows.push(data.rows.length + 1)
      return ok(data)
    },
    { answer: anyAnswer, permission: 'signedIn' }
  ),
  post(
    '/t-http/throw',
    async () => {
      ;(await store.get()).rows.push(99)
      throw new Error('handler bug')
    },
    { answer: anyAnswer, permission: 'signedIn' }
  )
])
