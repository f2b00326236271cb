import { jwtConfig } from '@/configs/jwt'
import type { AuthSession, AuthTokens, UserData } from './contract'
import { isUserData } from './validate'

/** The only module that touches the stored session; reads never throw, broken storage reads as "no session". */

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

// Under Node (tests) the session lives in memory, so the client behaves the same as in the browser.
const memory = new Map<string, string>()
const memoryStore: KeyValueStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key)
}

function backend(): KeyValueStore {
  try {
    const local = (globalThis as { localStorage?: Storage }).localStorage
    return local ?? memoryStore
  } catch {
    return memoryStore // access itself can throw (sandboxed iframe, privacy mode)
  }
}

// Reads see refused values first, so a renewed token is used until reload even when it could not be stored.
const unsaved = new Map<string, string>()

function read(key: string): string | null {
  if (unsaved.has(key)) return unsaved.get(key) ?? null
  try {
    return backend().getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string): void {
  try {
    backend().setItem(key, value)
    unsaved.delete(key)
  } catch {
    unsaved.set(key, value)
  }
}

function remove(key: string): void {
  unsaved.delete(key)
  try {
    backend().removeItem(key)
  } catch {
    // nothing to clear
  }
}

// Bumped whenever a session starts or ends, so a refresh in flight cannot write into the next session.
let generation = 0

export function sessionGeneration(): number {
  return generation
}

/** The keys that hold the session, so another tab's change of them can be noticed. */
export const sessionKeys: readonly string[] = [
  jwtConfig.storageUserDataKeyName,
  jwtConfig.storageTokenKeyName,
  jwtConfig.storageRefreshTokenKeyName
]

/** Another tab started or ended a session: work begun in this one must store nothing. */
export function sessionChangedElsewhere(): void {
  generation += 1
}

function readToken(key: string): string | null {
  const raw = read(key)
  if (!raw) return null
  // Tolerate tokens an older build stored JSON-quoted.
  if (raw.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(raw)
      return typeof parsed === 'string' && parsed ? parsed : null
    } catch {
      return null
    }
  }
  return raw
}

export function getAccessToken(): string | null {
  return readToken(jwtConfig.storageTokenKeyName)
}

export function getRefreshToken(): string | null {
  return readToken(jwtConfig.storageRefreshTokenKeyName)
}

export function getUserData(): UserData | null {
  const raw = read(jwtConfig.storageUserDataKeyName)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return isUserData(parsed) ? parsed : null
  } catch {
    return null
  }
}

export function saveTokens(tokens: AuthTokens): void {
  write(jwtConfig.storageTokenKeyName, tokens.accessToken)
  write(jwtConfig.storageRefreshTokenKeyName, tokens.refreshToken)
}

export function saveSession(session: AuthSession): void {
  generation += 1
  renewSession(session)
}

export function renewSession(session: AuthSession): void {
  write(jwtConfig.storageUserDataKeyName, JSON.stringify(session.userData))
  saveTokens(session)
}

export function clearSession(): void {
  generation += 1
  remove(jwtConfig.storageUserDataKeyName)
  remove(jwtConfig.storageTokenKeyName)
  remove(jwtConfig.storageRefreshTokenKeyName)
}

const mockSigningKeyName = 'mockSigningKey'

/** The in-browser mock's own signing secret, made once per browser, so its tokens outlast a reload but no other. */
export function mockSigningSecret(make: () => string): string {
  const kept = read(mockSigningKeyName)
  if (kept) return kept
  const made = make()
  write(mockSigningKeyName, made)
  return made
}
