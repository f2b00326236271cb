import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookmarks as seedBookmarks } from '@fake-db/pages/search/data'
import { signedInClient, type SignedInClient } from '@tests/httpClient'

let http: SignedInClient['http']
let mock: SignedInClient['mock']
let storage: SignedInClient['storage']
let session: SignedInClient['session']
let signToken: SignedInClient['signToken']

const refreshCalls = () => mock.history.post.filter((c) => c.url === '/jwt/refresh-token').length
const minutesAgo = (minutes: number) => Math.floor(Date.now() / 1000) - minutes * 60

beforeEach(async () => {
  ;({ mock, http, session, storage, signToken } = await signedInClient())
})

afterEach(() => {
  vi.unstubAllGlobals()
  storage.clearSession()
  vi.useRealTimers()
})

describe('http client', () => {
  it('is the instance the mock is attached to, and sends the stored token', async () => {
    expect(mock.axiosInstance).toBe(http)
    const { status } = await http.get('/api/bookmarks/data')
    expect(status).toBe(200)
    expect(mock.history.get[0].headers?.Authorization).toBe(`Bearer ${storage.getAccessToken()}`)
    expect(refreshCalls()).toBe(0)
  })

  it('refreshes once for five concurrent 401s and replays them all with the new token', async () => {
    const expired = await signToken('access', 1, minutesAgo(11))
    storage.saveTokens({ accessToken: expired, refreshToken: storage.getRefreshToken()! })

    const results = await Promise.all(
      Array.from({ length: 5 }, () => http.get<{ bookmarks: unknown[] }>('/api/bookmarks/data'))
    )

    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const bookmarked = seedBookmarks.length
    expect(bookmarked).toBeGreaterThan(0)
    expect(results.every((r) => r.data.bookmarks.length === bookmarked)).toBe(true)
    expect(refreshCalls()).toBe(1)
    const fresh = storage.getAccessToken()
    expect(fresh).not.toBe(expired)
    const replays = mock.history.get.filter((c) => c.headers?.Authorization === `Bearer ${fresh}`)
    expect(replays).toHaveLength(5)
    expect(storage.getUserData()?.email).toBe('admin@demo.com')
  })

  it('signs out once when the refresh fails, and rejects every request with its 401', async () => {
    const expired = {
      accessToken: await signToken('access', 1, minutesAgo(30)),
      refreshToken: await signToken('refresh', 1, minutesAgo(8 * 24 * 60))
    }
    storage.saveTokens(expired)
    const onExpired = vi.fn()
    session.setSessionExpiredHandler(onExpired)

    const results = await Promise.allSettled(Array.from({ length: 3 }, () => http.get('/api/bookmarks/data')))

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected'])
    for (const r of results) expect(r.status === 'rejected' && r.reason.response.status).toBe(401)
    expect(refreshCalls()).toBe(1)
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect([storage.getUserData(), storage.getAccessToken(), storage.getRefreshToken()]).toEqual([
      null,
      null,
      null
    ])
  })

  it('renews the access token after ten minutes of fake time, and signs out after a week', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const onExpired = vi.fn()
    session.setSessionExpiredHandler(onExpired)
    vi.setSystemTime(Date.now() + 11 * 60 * 1000)
    expect((await http.get('/api/bookmarks/data')).status).toBe(200)
    expect(refreshCalls()).toBe(1)
    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000)
    await expect(http.get('/api/bookmarks/data')).rejects.toMatchObject({ response: { status: 401 } })
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect(storage.getAccessToken()).toBeNull()
  })

  it('passes other errors through unchanged, without refreshing', async () => {
    await expect(http.post('/api/bookmarks/update', { link: 'home' })).rejects.toMatchObject({
      response: { status: 400, data: { error: 'link is not valid' } }
    })
    await expect(http.post('/jwt/login', { email: 'x@y.z', password: 'x' })).rejects.toMatchObject({
      response: { status: 400 }
    })
    expect(refreshCalls()).toBe(0)
    expect(storage.getAccessToken()).not.toBeNull()
  })

  it('does not refresh when no session is stored', async () => {
    storage.clearSession()
    const onExpired = vi.fn()
    session.setSessionExpiredHandler(onExpired)
    await expect(http.get('/api/bookmarks/data')).rejects.toMatchObject({ response: { status: 401 } })
    expect(refreshCalls()).toBe(0)
    expect(onExpired).not.toHaveBeenCalled()
  })
})
