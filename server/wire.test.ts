import { afterEach, describe, expect, it } from 'vitest'
import '@fake-db'
import { setMockOptions } from '@fake-db/options'
import type { LoginResponse } from '@/utility/auth/contract'
import { createApi, wireLimits } from './app'
import { allowedHosts } from './wire'

const app = createApi({ host: 'api.example.test' })

const signIn = async () => {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' } }
  const body = JSON.stringify({ email: 'admin@demo.com', password: 'admin' })
  return ((await (await app.request('/jwt/login', { ...init, body })).json()) as LoginResponse).accessToken
}

afterEach(() => setMockOptions({ enforceAuth: false }))

describe('Host', () => {
  it('answers the loopback and the --host name only', async () => {
    expect(allowedHosts('0.0.0.0')).toEqual(['localhost', '127.0.0.1', '[::1]'])
    const get = (host: string) => app.request('http://x/faq/data', { headers: { Host: host } })
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
    const head = await app.request('/faq/data', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('application/json')
    expect(await head.text()).toBe('')
    const refused = await app.request('/faq/data', { method: 'PUT' })
    expect(refused.headers.get('allow')).toBe('GET, HEAD')
  })
})

describe('headers', () => {
  it('sends nosniff on every answer and no-store on answers to a token', async () => {
    const open = await app.request('/faq/data')
    const missing = await app.request('/no/such/path')
    expect([
      open.headers.get('x-content-type-options'),
      missing.headers.get('x-content-type-options')
    ]).toEqual(['nosniff', 'nosniff'])
    expect(open.headers.get('cache-control')).toBeNull()
    const token = await signIn()
    const keys = await app.request('/api-key/data', { headers: { Authorization: `Bearer ${token}` } })
    expect(keys.headers.get('cache-control')).toBe('no-store')
  })

  it('says Bearer on a 401 and reads the scheme in any case', async () => {
    setMockOptions({ enforceAuth: true })
    const refused = await app.request('/faq/data')
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toBe('Bearer')
    const token = await signIn()
    const lower = await app.request('/faq/data', { headers: { Authorization: `bearer ${token}` } })
    expect(lower.status).toBe(200)
  })
})

describe('limits', () => {
  it('answers an over-long path with JSON 414', async () => {
    const response = await app.request(`/faq/${'a'.repeat(wireLimits.pathBytes)}`)
    expect(response.status).toBe(414)
    expect(await response.json()).toEqual({ error: 'The path is too long', code: 'tooLarge' })
  })

  it('reads paging parameters as plain decimal numbers, anything else as the default', async () => {
    const page = async (value: string) =>
      (
        (await (await app.request(`/apps/permissions/data?page=${value}`)).json()) as {
          params: { page: number }
        }
      ).params.page
    expect(await page('2')).toBe(2)
    expect(await page('0x10')).toBe(1)
    expect(await page('1e1')).toBe(1)
  })
})
