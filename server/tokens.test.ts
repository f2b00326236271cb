import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import '@fake-db'
import { setMockOptions } from '@fake-db/options'
import { setSigningSecret, signToken } from '@fake-db/jwt/tokens'
import type { LoginResponse } from '@/utility/auth/contract'
import { createApi } from './app'

// The token cases tried from outside against a server started with --enforce-auth, over HTTP.
const app = createApi()
const secret = 'a-server-secret-of-at-least-32-characters'
const guarded = '/apps/invoice/invoices'
const unauthorized = { status: 401, body: { error: 'Unauthorized', code: 'unauthorized' } }
const now = () => Math.floor(Date.now() / 1000)

async function send(path: string, { body, token }: { body?: unknown; token?: string } = {}) {
  const headers = new Headers()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const init = body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) }
  const response = await app.request(path, init)
  return { status: response.status, body: (await response.json()) as unknown }
}

const signIn = async (email: string, password: string) =>
  (await send('/jwt/login', { body: { email, password } })).body as LoginResponse

const forge = (claims: Record<string, unknown>, key: string) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(key))

beforeEach(() => {
  setSigningSecret(secret)
  setMockOptions({ enforceAuth: true, signUp: 'client' })
})
afterEach(() => setMockOptions({ enforceAuth: false, signUp: 'demo' }))

describe('tokens over HTTP', () => {
  it("accepts the server's own token, and refuses one made with any other key", async () => {
    expect((await send(guarded, { token: await signToken('access', 1) })).status).toBe(200)
    const forged = { id: 1, sid: 's', iat: now(), exp: now() + 100 * 365 * 24 * 3600 }
    const oldDemoKey = 'nordlight-demo-token-signing-key:access'
    expect(await send(guarded, { token: await forge(forged, oldDemoKey) })).toEqual(unauthorized)
    expect(await send(guarded, { token: await forge(forged, `${secret}:refresh`) })).toEqual(unauthorized)
  })

  it('refuses a token of its own key that lives too long, has no expiry, names nobody or has expired', async () => {
    const key = `${secret}:access`
    const claims = { id: 1, sid: 's', iat: now() }
    expect((await send(guarded, { token: await forge({ ...claims, exp: now() + 60 }, key) })).status).toBe(
      200
    )
    for (const token of [
      await forge({ ...claims, exp: now() + 100 * 365 * 24 * 3600 }, key),
      await forge(claims, key),
      await forge({ ...claims, id: 999, exp: now() + 60 }, key),
      await signToken('access', 1, now() - 11 * 60)
    ])
      expect(await send(guarded, { token })).toEqual(unauthorized)
  })

  it('ends the access and refresh tokens at logout', async () => {
    const { accessToken, refreshToken } = await signIn('admin@demo.com', 'admin')
    expect((await send(guarded, { token: accessToken })).status).toBe(200)
    expect((await send('/jwt/logout', { body: { refreshToken }, token: accessToken })).status).toBe(200)
    expect(await send(guarded, { token: accessToken })).toEqual(unauthorized)
    expect(await send('/jwt/refresh-token', { body: { refreshToken } })).toEqual({
      status: 401,
      body: { error: 'Invalid refresh token', code: 'badRefreshToken' }
    })
  })

  it("holds the client's good token to its ability: 403 before the handler", async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    expect(await send(guarded, { token: accessToken })).toEqual({
      status: 403,
      body: { error: 'Forbidden: this call needs read Invoice', code: 'forbidden' }
    })
  })
})
