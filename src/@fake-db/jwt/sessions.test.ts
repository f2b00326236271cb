import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AxiosInstance } from 'axios'
import { SignJWT } from 'jose'
import type { LoginResponse, RefreshResponse } from '@/utility/auth/contract'
import type * as TokensModule from './tokens'
import { renewalGraceMs } from './sessions'

// What an attacker tries against a server that enforces tokens; each case was accepted before.
let api: AxiosInstance
let tokens: typeof TokensModule

const guarded = '/api/bookmarks/data'
const unauthorized = { status: 401, body: { error: 'Unauthorized', code: 'unauthorized' } }
const badRefresh = { status: 401, body: { error: 'Invalid refresh token', code: 'badRefreshToken' } }

async function call(url: string, { data, token }: { data?: unknown; token?: string } = {}) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {}
  const { status, data: body } = await api.request({
    url,
    method: data === undefined && !url.startsWith('/jwt/') ? 'get' : 'post',
    data,
    headers,
    validateStatus: () => true
  })
  return { status, body: body as unknown }
}

async function signIn(email = 'client@demo.com', password = 'client') {
  return (await call('/jwt/login', { data: { email, password } })).body as LoginResponse
}

const read = (token: string) => call(guarded, { token }).then(({ status }) => status)
const renew = (refreshToken: string) => call('/jwt/refresh-token', { data: { refreshToken } })

beforeEach(async () => {
  vi.resetModules()
  const fakeDb = await import('@fake-db')
  api = fakeDb.mock.axiosInstance
  tokens = await import('./tokens')
  tokens.setSigningSecret('a-test-secret')
  fakeDb.setMockOptions({ enforceAuth: true })
})

afterEach(async () => {
  vi.restoreAllMocks()
  ;(await import('@fake-db')).setMockOptions({ enforceAuth: false })
})

const sign = (claims: Record<string, unknown>, key: string) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(key))

describe('access tokens with auth enforced', () => {
  it('accepts a signed-in caller, whatever the case of the scheme', async () => {
    const { accessToken } = await signIn()
    expect(await read(accessToken)).toBe(200)
    const { status } = await api.get(guarded, {
      headers: { Authorization: `bearer ${accessToken}` },
      validateStatus: () => true
    })
    expect(status).toBe(200)
  })

  it('refuses a token signed with another key, such as the public demo key', async () => {
    const now = Math.floor(Date.now() / 1000)
    const claims = { id: 1, sid: 's', iat: now, exp: now + 100 * 365 * 24 * 3600 }
    expect(
      await call(guarded, { token: await sign(claims, 'nordlight-demo-token-signing-key:access') })
    ).toEqual(unauthorized)
  })

  it('refuses a well-signed token with no expiry', async () => {
    const token = await sign({ id: 1, sid: 's', iat: Math.floor(Date.now() / 1000) }, 'a-test-secret:access')
    expect(await call(guarded, { token })).toEqual(unauthorized)
  })

  it('refuses a well-signed token that would live over 10 minutes, or was issued ahead of the clock', async () => {
    const now = Math.floor(Date.now() / 1000)
    const signed = (iat: number, exp: number) => sign({ id: 1, sid: 's', iat, exp }, 'a-test-secret:access')
    expect(await read(await signed(now, now + 60))).toBe(200)
    expect(await call(guarded, { token: await signed(now, now + 100 * 365 * 24 * 3600) })).toEqual(
      unauthorized
    )
    expect(await call(guarded, { token: await signed(now + 3600, now + 3660) })).toEqual(unauthorized)
  })

  it('refuses a token for a user who does not exist, or whose account is disabled', async () => {
    expect(await call(guarded, { token: await tokens.signToken('access', 999) })).toEqual(unauthorized)
    const { accessToken, refreshToken } = await signIn()
    const { accountStore } = await import('./accounts')
    ;(await accountStore.get()).find((account) => account.id === 2)!.disabled = true
    expect(await call(guarded, { token: accessToken })).toEqual(unauthorized)
    expect(await renew(refreshToken)).toEqual(badRefresh)
    expect(
      (await call('/jwt/login', { data: { email: 'client@demo.com', password: 'client' } })).status
    ).toBe(400)
  })

  it('ends the session on logout: its access and refresh tokens stop working', async () => {
    const { accessToken, refreshToken } = await signIn()
    const other = await signIn()
    expect(await call('/jwt/logout', { data: { refreshToken } })).toEqual({ status: 200, body: {} })
    expect(await call(guarded, { token: accessToken })).toEqual(unauthorized)
    expect(await renew(refreshToken)).toEqual(badRefresh)
    expect(await read(other.accessToken)).toBe(200)
  })

  it('ends the session named by the bearer token of the logout call too', async () => {
    const { accessToken, refreshToken } = await signIn()
    await call('/jwt/logout', { data: {}, token: accessToken })
    expect(await read(accessToken)).toBe(401)
    expect(await renew(refreshToken)).toEqual(badRefresh)
  })
})

describe('refresh tokens', () => {
  it('rotate: each renews once, and a reused one ends the whole session', async () => {
    const first = await signIn()
    const renewed = await renew(first.refreshToken)
    expect(renewed.status).toBe(200)
    const second = renewed.body as RefreshResponse
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect(await read(second.accessToken)).toBe(200)

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + renewalGraceMs + 1)
    expect(await renew(first.refreshToken)).toEqual(badRefresh)
    expect(await renew(second.refreshToken)).toEqual(badRefresh)
    expect(await read(second.accessToken)).toBe(401)
    expect(await read(first.accessToken)).toBe(401)
  })

  it('lets two tabs renew with the same token at the same moment, but only then', async () => {
    const { refreshToken } = await signIn()
    const [one, other] = [await renew(refreshToken), await renew(refreshToken)]
    expect([one.status, other.status]).toEqual([200, 200])
    expect(await read((other.body as RefreshResponse).accessToken)).toBe(200)
  })

  it('refuses a refresh token with no expiry or no id of its own', async () => {
    const iat = Math.floor(Date.now() / 1000)
    const noExp = await sign({ id: 2, sid: 's', iat, jti: 'j' }, 'a-test-secret:refresh')
    const noJti = await sign({ id: 2, sid: 's', iat, exp: iat + 60 }, 'a-test-secret:refresh')
    expect(await renew(noExp)).toEqual(badRefresh)
    expect(await renew(noJti)).toEqual(badRefresh)
  })
})

describe('the signing key', () => {
  it('is made at random per run: a token of one run is refused by the next', async () => {
    vi.resetModules()
    const firstRun = await import('./tokens')
    const token = await firstRun.signToken('access', 1)
    expect(await firstRun.verifyToken('access', token)).toMatchObject({ id: 1 })
    vi.resetModules()
    const nextRun = await import('./tokens')
    expect(await nextRun.verifyToken('access', token)).toBeNull()
  })
})
