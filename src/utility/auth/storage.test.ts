import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getUserData,
  mockSigningSecret,
  saveSession,
  saveTokens
} from './storage'
import { demoUsers } from '@tests/sessions'

const userData = demoUsers.admin
const session = { userData, accessToken: 'access-1', refreshToken: 'refresh-1' }

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial))
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value)
  }
}

afterEach(() => {
  clearSession()
  vi.unstubAllGlobals()
})

describe('without localStorage (Node)', () => {
  it('keeps the session in memory', () => {
    expect(getUserData()).toBeNull()
    saveSession(session)
    expect(getUserData()).toEqual(userData)
    expect(getAccessToken()).toBe('access-1')
    expect(getRefreshToken()).toBe('refresh-1')
    saveTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' })
    expect(getAccessToken()).toBe('access-2')
    expect(getUserData()).toEqual(userData)
    clearSession()
    expect([getUserData(), getAccessToken(), getRefreshToken()]).toEqual([null, null, null])
  })
})

describe('with localStorage', () => {
  it('uses the keys userData, accessToken and refreshToken', () => {
    const storage = memoryStorage()
    vi.stubGlobal('localStorage', storage)
    saveSession(session)
    expect(JSON.parse(storage.getItem('userData')!)).toEqual(userData)
    expect(storage.getItem('accessToken')).toBe('access-1')
    expect(storage.getItem('refreshToken')).toBe('refresh-1')
    clearSession()
    expect(storage.length).toBe(0)
  })

  it.each([
    ['{not json'],
    ['"a string"'],
    ['null'],
    ['{"id":"1","email":"x","ability":[]}'],
    ['{"id":1,"email":"x","ability":[{"action":1}]}']
  ])('reads corrupt or foreign user data %s as null', (raw) => {
    vi.stubGlobal('localStorage', memoryStorage({ userData: raw }))
    expect(getUserData()).toBeNull()
  })

  it("makes the mock's signing secret once per browser and keeps it across sign-outs", () => {
    const storage = memoryStorage()
    vi.stubGlobal('localStorage', storage)
    const make = vi.fn(() => 'made-once')
    expect(mockSigningSecret(make)).toBe('made-once')
    saveSession(session)
    clearSession()
    expect(mockSigningSecret(make)).toBe('made-once')
    expect(make).toHaveBeenCalledTimes(1)
    expect(storage.getItem('mockSigningKey')).toBe('made-once')
  })

  it('accepts tokens stored JSON-quoted and rejects broken ones', () => {
    vi.stubGlobal('localStorage', memoryStorage({ accessToken: '"abc"', refreshToken: '"broken' }))
    expect(getAccessToken()).toBe('abc')
    expect(getRefreshToken()).toBeNull()
  })

  it('never throws when storage does, and keeps what it could not store in memory', () => {
    const broken = memoryStorage()
    broken.getItem = () => {
      throw new Error('denied')
    }
    broken.setItem = broken.getItem
    broken.removeItem = broken.getItem
    vi.stubGlobal('localStorage', broken)
    expect(() => saveSession(session)).not.toThrow()
    // A renewed token must outlive a failed write until the page reloads.
    expect(getUserData()).toEqual(session.userData)
    expect(getAccessToken()).toBe(session.accessToken)
    expect(() => clearSession()).not.toThrow()
    expect(getAccessToken()).toBeNull()
  })

  it('falls back to memory when reaching localStorage throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError')
      }
    })
    try {
      saveSession(session)
      expect(getAccessToken()).toBe('access-1')
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })
})
