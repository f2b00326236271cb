import { afterEach, describe, expect, it } from 'vitest'
import '@fake-db'
import { setMockOptions } from '@fake-db/options'
import { eachRoute, type RouteEntry } from '@fake-db/route'
import type { LoginResponse } from '@/utility/auth/contract'
import { createApi, wireLimits } from './app'
import { allowedHosts } from './wire'

const app = createApi({ host: 'api.example.test' })

// Routes picked from the table, so the test runs in a starter that keeps any one app.
const routes: RouteEntry[] = []
eachRoute((route) => routes.push(route))
const reads = routes.filter(
  (route) => route.method === 'get' && !route.path.includes(':') && !route.options.writes
)
const guarded = reads.find((route) => route.options.permission !== 'public')!.path
const getOnly = reads.find((route) => routes.filter((other) => other.path === route.path).length === 1)!.path
const paged = reads.find((route) => {
  const query = route.options.query
  return query !== undefined && 'page' in query && 'perPage' in query
})!.path

const signIn = async () => {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' } }
  const body = JSON.stringify({ email: 'admin@demo.com', password: 'admin' })
  return ((await (await app.request('/jwt/login', { ...init, body })).json()) as LoginResponse).accessToken
}

afterEach(() => setMockOptions({ enforceAuth: false }))

describe('Host', () => {
  it('answers the loopback and the --host name only', async () => {
    expect(allowedHosts('0.0.0.0')).toEqual(['localhost', '127.0.0.1', '[::1]'])
    const get = (host: string) => app.request(`http://x${guarded}`, { headers: { Host: host } })
    expect((await get('127.0.0.1:3001')).status).toBe(200)
    expect((await get('localhost')).status).toBe(200)
    expect((await get('API.example.test:3001')).status).toBe(200)
    const rebound = await get('evil.example:3001')
    expect(rebound.status).toBe(403)
    expect(await rebound.json()).toEqual({
      error: 'This server does not answer for the host evil.example',
      code: 'forbidden'
    })
  })
})

describe('HEAD', () => {
  it('answers every GET route as GET would, without a body, and Allow names it', async () => {
    const head = await app.request(getOnly, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('application/json')
    expect(await head.text()).toBe('')
    const refused = await app.request(getOnly, { method: 'PUT' })
    expect(refused.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('headers', () => {
  it('sends nosniff on every answer and no-store on answers to a token', async () => {
    const open = await app.request(guarded)
    const missing = await app.request('/no/such/path')
    expect([
      open.headers.get('x-content-type-options'),
      missing.headers.get('x-content-type-options')
    ]).toEqual(['nosniff', 'nosniff'])
    expect(open.headers.get('cache-control')).toBeNull()
    const token = await signIn()
    const keys = await app.request(guarded, { headers: { Authorization: `Bearer ${token}` } })
    expect(keys.headers.get('cache-control')).toBe('no-store')
  })

  it('says Bearer on a 401 and reads the scheme in any case', async () => {
    setMockOptions({ enforceAuth: true })
    const refused = await app.request(guarded)
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toBe('Bearer')
    const token = await signIn()
    const lower = await app.request(guarded, { headers: { Authorization: `bearer ${token}` } })
    expect(lower.status).toBe(200)
  })
})

describe('limits', () => {
  it('answers an over-long path with JSON 414', async () => {
    const response = await app.request(`${guarded}/${'a'.repeat(wireLimits.pathBytes)}`)
    expect(response.status).toBe(414)
    expect(await response.json()).toEqual({ error: 'The path is too long', code: 'tooLarge' })
  })

  it('reads paging parameters as plain decimal numbers, anything else as the default', async () => {
    const page = async (value: string) => (await app.request(`${paged}?perPage=1&page=${value}`)).text()
    const [first, second] = [await page('1'), await page('2')]
    expect(second).not.toBe(first)
    expect(await page('0x2')).toBe(first)
    expect(await page('2e0')).toBe(first)
  })
})
