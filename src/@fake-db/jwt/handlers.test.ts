import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AxiosInstance } from 'axios'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import {
  maxAccounts,
  type LoginResponse,
  type RefreshResponse,
  type RegisterResponse
} from '@/utility/auth/contract'
import { tokenLifetimeSeconds } from './tokens'
import type * as TokensModule from './tokens'

let api: AxiosInstance
// The module the fresh mock signs with: each run of it makes its own key.
let tokens: typeof TokensModule
// The shop's seed cart when the shop is there (its own test pins the number), else an empty one.
let cartCount: () => Promise<number>

async function post<T = unknown>(url: string, data?: unknown) {
  const { status, data: body } = await api.post<T>(url, data, { validateStatus: () => true })
  return { status, body }
}

beforeEach(async () => {
  vi.resetModules() // fresh module state = fresh seed
  api = (await import('@fake-db')).mock.axiosInstance
  cartCount = (await import('../kit/cartCount')).cartItemsCount
  tokens = await import('./tokens')
})

describe('POST /jwt/login', () => {
  it('signs the admin in with user data, no password, a 10-minute access and 7-day refresh HS256 token', async () => {
    const { status, body } = await post<LoginResponse>('/jwt/login', {
      email: 'admin@demo.com',
      password: 'admin'
    })
    expect(status).toBe(200)
    expect(body.userData).toMatchObject({
      id: 1,
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: await cartCount() }
    })
    expect(body.userData).not.toHaveProperty('password')
    expect(typeof body.userData.fullName).toBe('string')
    expect(typeof body.userData.username).toBe('string')
    expect(await tokens.verifyToken('access', body.accessToken)).toMatchObject({ id: 1 })
    expect(await tokens.verifyToken('refresh', body.refreshToken)).toMatchObject({ id: 1 })
    expect(decodeProtectedHeader(body.accessToken).alg).toBe('HS256')
    const claims = decodeJwt(body.accessToken)
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'id', 'sid'])
    expect(claims.exp! - claims.iat!).toBe(600)
    const refreshClaims = decodeJwt(body.refreshToken)
    expect(refreshClaims.exp! - refreshClaims.iat!).toBe(7 * 24 * 60 * 60)
    expect(Object.keys(refreshClaims).sort()).toEqual(['exp', 'iat', 'id', 'jti', 'sid'])
    expect(refreshClaims.sid).toBe(claims.sid)
  })

  it('signs the client in with read ACL and read Auth', async () => {
    const { body } = await post<LoginResponse>('/jwt/login', { email: 'client@demo.com', password: 'client' })
    expect(body.userData.role).toBe('client')
    expect(body.userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' }
    ])
  })

  it.each([
    [{ email: 'admin@demo.com', password: 'wrong' }],
    [{ email: 'nobody@demo.com', password: 'admin' }],
    [{ email: 'admin@demo.com', password: 'client' }]
  ])('rejects a mismatch %j with 400 and a field error', async (credentials) => {
    expect(await post('/jwt/login', credentials)).toEqual({
      status: 400,
      body: { error: { email: 'Email or Password is Invalid' }, code: { email: 'badCredentials' } }
    })
  })

  it.each([
    [{ password: 'admin' }, 'email is required', 'required'],
    [{ email: 'admin@demo.com' }, 'password is required', 'required'],
    [{ email: 42, password: 'admin' }, 'email must be a string', 'type'],
    [{ email: 'admin@demo.com', password: ['admin'] }, 'password must be a string', 'type'],
    [{ email: '  ', password: 'admin' }, 'email is required', 'required'],
    [['admin@demo.com', 'admin'], 'The request body must be a JSON object', 'malformed'],
    ['hello', 'The request body must be a JSON object', 'malformed']
  ])('answers 400 for malformed input %j', async (data, message, code) => {
    expect(await post('/jwt/login', data)).toEqual({
      status: 400,
      body: expect.objectContaining({ error: message, code })
    })
  })
})

describe('POST /jwt/register', () => {
  const newUser = { email: 'sol@nordlight.dev', username: 'sol', password: 'secret' }

  it('creates an admin with the next id and signs them in; they can log in later', async () => {
    const { status, body } = await post<RegisterResponse>('/jwt/register', newUser)
    expect(status).toBe(200)
    expect(body.user).toEqual({
      id: 3,
      fullName: 'sol',
      username: 'sol',
      avatar: '',
      email: 'sol@nordlight.dev',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: await cartCount() }
    })
    expect(await tokens.verifyToken('access', body.accessToken)).toMatchObject({ id: 3 })
    expect(await tokens.verifyToken('refresh', body.refreshToken)).toMatchObject({ id: 3 })
    const login = await post<LoginResponse>('/jwt/login', {
      email: newUser.email,
      password: newUser.password
    })
    expect(login.status).toBe(200)
    expect(login.body.userData.id).toBe(3)
  })

  it('answers 200 with field errors for a taken email, username, or both', async () => {
    expect(await post('/jwt/register', { ...newUser, email: 'admin@demo.com' })).toEqual({
      status: 200,
      body: { error: { email: 'This email is already in use.' }, code: { email: 'taken' } }
    })
    expect(await post('/jwt/register', { ...newUser, username: 'astrid.admin' })).toEqual({
      status: 200,
      body: { error: { username: 'This username is already in use.' }, code: { username: 'taken' } }
    })
    expect(
      await post('/jwt/register', { ...newUser, email: 'ADMIN@demo.com', username: 'mikkel.client' })
    ).toEqual({
      status: 200,
      body: {
        error: { email: 'This email is already in use.', username: 'This username is already in use.' },
        code: { email: 'taken', username: 'taken' }
      }
    })
    expect((await post<RegisterResponse>('/jwt/register', newUser)).body.user.id).toBe(3)
  })

  it.each([
    [{ username: 'sol', password: 'x' }, 'email is required', 'required'],
    [{ email: 'sol@x.dev', password: 'x' }, 'username is required', 'required'],
    [{ email: 'sol@x.dev', username: 'sol' }, 'password is required', 'required'],
    [{ email: 'sol@x.dev', username: 7, password: 'x' }, 'username must be a string', 'type'],
    [null, 'The request body must be a JSON object', 'malformed'],
    [{ email: 'x', username: 'sol', password: 'x' }, 'email must be an e-mail address', 'email'],
    [
      { email: `${'a'.repeat(200_000)}@x.dev`, username: 'sol', password: 'x' },
      'email must be at most 120 characters',
      'tooLong'
    ],
    [
      { email: 'sol@x.dev', username: 'u'.repeat(121), password: 'x' },
      'username must be at most 120 characters',
      'tooLong'
    ],
    [
      { email: 'sol@x.dev', username: 'sol', password: 'p'.repeat(121) },
      'password must be at most 120 characters',
      'tooLong'
    ]
  ])('answers 400 for malformed input #%# and adds nobody', async (data, message, code) => {
    expect(await post('/jwt/register', data)).toEqual({
      status: 400,
      body: expect.objectContaining({ error: message, code })
    })
    expect((await post('/jwt/login', { email: 'sol@x.dev', password: 'x' })).status).toBe(400)
  })
})

describe('POST /jwt/register: the cap on accounts', () => {
  it('refuses sign-up with 403 once the server holds its most accounts, and adds nobody', async () => {
    const { accountStore } = await import('./accounts')
    const accounts = await accountStore.get()
    for (let id = accounts.length + 1; id <= maxAccounts; id++)
      accounts.push({ ...accounts[1]!, id, email: `u${id}@demo.com`, username: `u${id}` })
    const { status, body } = await post('/jwt/register', {
      email: 'sol@x.dev',
      username: 'sol',
      password: 'x'
    })
    expect(status).toBe(403)
    expect(body).toEqual({
      error: `This server holds its most accounts (${maxAccounts})`,
      code: 'tooManyAccounts'
    })
    expect(accounts).toHaveLength(maxAccounts)
  })
})

describe('POST /jwt/refresh-token', () => {
  it('issues a fresh pair and the user data for a valid refresh token', async () => {
    const refreshToken = await tokens.signToken('refresh', 2, Math.floor(Date.now() / 1000) - 60)
    const { status, body } = await post<RefreshResponse>('/jwt/refresh-token', { refreshToken })
    expect(status).toBe(200)
    expect(body.userData).toMatchObject({ id: 2, email: 'client@demo.com' })
    expect(body.userData).not.toHaveProperty('password')
    expect(await tokens.verifyToken('access', body.accessToken)).toMatchObject({ id: 2 })
    expect(body.refreshToken).not.toBe(refreshToken)
  })

  it('answers 401 for a bad, expired, wrong-kind or unknown-user token', async () => {
    const invalid = { status: 401, body: { error: 'Invalid refresh token', code: 'badRefreshToken' } }
    const aWeekAgo = Math.floor(Date.now() / 1000) - tokenLifetimeSeconds.refresh - 1
    expect(await post('/jwt/refresh-token', { refreshToken: 'garbage' })).toEqual(invalid)
    expect(
      await post('/jwt/refresh-token', { refreshToken: await tokens.signToken('refresh', 1, aWeekAgo) })
    ).toEqual(invalid)
    expect(await post('/jwt/refresh-token', { refreshToken: await tokens.signToken('access', 1) })).toEqual(
      invalid
    )
    expect(
      await post('/jwt/refresh-token', { refreshToken: await tokens.signToken('refresh', 999) })
    ).toEqual(invalid)
  })

  it('answers 400 when the token is missing or not a string', async () => {
    expect(await post('/jwt/refresh-token', {})).toEqual({
      status: 400,
      body: { error: 'refreshToken is required', code: 'required', field: 'refreshToken' }
    })
    expect(await post('/jwt/refresh-token', { refreshToken: 1 })).toEqual({
      status: 400,
      body: { error: 'refreshToken must be a string', code: 'type', field: 'refreshToken' }
    })
  })
})

describe('POST /jwt/logout', () => {
  it('answers 200', async () => {
    expect(await post('/jwt/logout')).toEqual({ status: 200, body: {} })
  })
})

describe('signing fault', () => {
  it('answers login with 400 "Something went wrong"', async () => {
    vi.resetModules()
    vi.doMock('./tokens', async (importOriginal) => ({
      ...(await importOriginal<typeof TokensModule>()),
      signToken: () => Promise.reject(new Error('no key'))
    }))
    try {
      api = (await import('@fake-db')).mock.axiosInstance
      cartCount = (await import('../kit/cartCount')).cartItemsCount
      expect(await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })).toEqual({
        status: 400,
        body: { error: { email: 'Something went wrong' }, code: { email: 'server' } }
      })
    } finally {
      vi.doUnmock('./tokens')
    }
  })
})
