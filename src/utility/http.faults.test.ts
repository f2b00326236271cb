import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoginResponse } from '@/utility/auth/contract'
import { signedInClient, type SignedInClient } from '@tests/httpClient'

let http: SignedInClient['http']
let mock: SignedInClient['mock']
let fakeDb: SignedInClient['fakeDb']
let storage: SignedInClient['storage']
let client: SignedInClient['client']
let session: SignedInClient['session']
let signToken: SignedInClient['signToken']

const refreshCalls = () => mock.history.post.filter((c) => c.url === '/jwt/refresh-token').length
const minutesAgo = (minutes: number) => Math.floor(Date.now() / 1000) - minutes * 60
const storedSession = () => [storage.getUserData(), storage.getAccessToken(), storage.getRefreshToken()]

async function expireAccessToken(): Promise<string> {
  const expired = await signToken('access', 1, minutesAgo(11))
  storage.saveTokens({ accessToken: expired, refreshToken: storage.getRefreshToken()! })
  return expired
}

beforeEach(async () => {
  ;({ fakeDb, mock, client, http, session, storage, signToken } = await signedInClient())
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  storage.clearSession()
})

describe('1. a refresh that settles after a logout', () => {
  it('stores nothing', async () => {
    fakeDb.setMockOptions({ delayMs: 50 })
    await expireAccessToken()
    const outcome = http.get('/api/bookmarks/data').then(
      () => null,
      (error: unknown) => error
    )
    await vi.waitFor(() => expect(refreshCalls()).toBe(1))
    storage.clearSession() // what logoutUser does first

    expect(await outcome).toMatchObject({ response: { status: 401 } })
    expect(storedSession()).toEqual([null, null, null])
  })

  it('does not overwrite a session started by another login meanwhile', async () => {
    fakeDb.setMockOptions({ delayMs: 50 })
    await expireAccessToken()
    const request = http.get('/api/bookmarks/data').catch(() => null)
    await vi.waitFor(() => expect(refreshCalls()).toBe(1))
    const { data } = await http.post<LoginResponse>('/jwt/login', {
      email: 'client@demo.com',
      password: 'client'
    })
    storage.saveSession(data)

    await request
    expect(storage.getUserData()?.email).toBe('client@demo.com')
    expect(storage.getAccessToken()).toBe(data.accessToken)
  })

  it('does not replay a request of an ended session under the next one', async () => {
    fakeDb.setMockOptions({ delayMs: 50 })
    await expireAccessToken()
    // Its outcome is taken at once: it may fail while the next sign-in is still under way.
    const outcome = http.get('/api/bookmarks/data').then(
      () => null,
      (error: unknown) => error
    )
    await vi.waitFor(() => expect(mock.history.get).toHaveLength(1))
    storage.clearSession() // logout while the request is out, then another user signs in
    const { data } = await http.post<LoginResponse>('/jwt/login', {
      email: 'client@demo.com',
      password: 'client'
    })
    storage.saveSession(data)

    expect(await outcome).toMatchObject({ response: { status: 401 } })
    expect(refreshCalls()).toBe(0)
    expect(
      mock.history.get.filter((c) => c.headers?.Authorization === `Bearer ${data.accessToken}`)
    ).toHaveLength(0)
    expect(storage.getUserData()?.email).toBe('client@demo.com')
  })
})

describe('3. a 401 with no refresh token stored', () => {
  it('clears the session and reports it expired', async () => {
    const expired = await signToken('access', 1, minutesAgo(11))
    const user = storage.getUserData()!
    storage.clearSession()
    storage.saveSession({ userData: user, accessToken: expired, refreshToken: '' })
    const onExpired = vi.fn()
    session.setSessionExpiredHandler(onExpired)

    await expect(http.get('/api/bookmarks/data')).rejects.toMatchObject({ response: { status: 401 } })
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect(storedSession()).toEqual([null, null, null])
    expect(refreshCalls()).toBe(0)
  })
})

describe('4. auth calls, timeouts and unwritable storage', () => {
  it('never refreshes for a 401 on /jwt/*', async () => {
    await expireAccessToken()
    mock.resetHandlers()
    mock.onPost('/jwt/login').reply(401, { error: 'Unauthorized' })
    mock.onPost('/jwt/refresh-token').reply(500)

    await expect(http.post('/jwt/login', { email: 'x@y.z', password: 'x' })).rejects.toMatchObject({
      response: { status: 401 }
    })
    expect(refreshCalls()).toBe(0)
    expect(mock.history.post.filter((c) => c.url === '/jwt/login')).toHaveLength(2)
  })

  it('gives up on a refresh that never answers, and signs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    mock.resetHandlers()
    mock.onGet('/api/bookmarks/data').reply(401, { error: 'Unauthorized' })
    mock.onPost('/jwt/refresh-token').reply(() => new Promise(() => undefined))
    const onExpired = vi.fn()
    session.setSessionExpiredHandler(onExpired)

    const requests = Promise.allSettled([http.get('/api/bookmarks/data'), http.get('/api/bookmarks/data')])
    await vi.advanceTimersByTimeAsync(client.requestTimeoutMs + 1)

    expect((await requests).map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect(storedSession()).toEqual([null, null, null])
  })

  it('sets a timeout on every request', () => {
    expect(http.defaults.timeout).toBe(client.requestTimeoutMs)
  })

  it('replays with the renewed token when storage refuses to store it', async () => {
    const expired = await expireAccessToken()
    const stored = new Map([
      ['accessToken', expired],
      ['refreshToken', storage.getRefreshToken()!],
      ['userData', JSON.stringify(storage.getUserData())]
    ])
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: (key: string) => void stored.delete(key)
    })

    const { status } = await http.get('/api/bookmarks/data')

    expect(status).toBe(200)
    expect(refreshCalls()).toBe(1)
    const renewed = storage.getAccessToken()
    expect(renewed).not.toBe(expired)
    expect(stored.get('accessToken')).toBe(expired)
    expect(mock.history.get.at(-1)?.headers?.Authorization).toBe(`Bearer ${renewed}`)
    await http.get('/api/bookmarks/data')
    expect(refreshCalls()).toBe(1)
  })
})
