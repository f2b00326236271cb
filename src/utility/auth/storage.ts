import { jwtConfig } from '@/configs/jwt'
import type { AbilityRule, AuthSession, AuthTokens, UserData } from './contract'

/** The only module that touches the stored session (SPEC section 4: keys accessToken, refreshToken,
 *  userData). Reads never throw: missing, disabled or corrupt storage reads as "no session". */

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

// Under Node (tests, no localStorage) the session lives in memory for the process, so the client
// behaves the same as in the browser.
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

function read(key: string): string | null {
  try {
    return backend().getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string): void {
  try {
    backend().setItem(key, value)
  } catch {
    // quota exceeded or storage disabled: the session lasts until reload
  }
}

function remove(key: string): void {
  try {
    backend().removeItem(key)
  } catch {
    // nothing to clear
  }
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

function isAbilityRule(value: unknown): value is AbilityRule {
  if (typeof value !== 'object' || value === null) return false
  const rule = value as Record<string, unknown>
  return typeof rule.action === 'string' && typeof rule.subject === 'string'
}

function isUserData(value: unknown): value is UserData {
  if (typeof value !== 'object' || value === null) return false
  const user = value as Record<string, unknown>
  return (
    typeof user.id === 'number' &&
    typeof user.email === 'string' &&
    Array.isArray(user.ability) &&
    user.ability.every(isAbilityRule)
  )
}

/** The stored access token, or null. */
export function getAccessToken(): string | null {
  return readToken(jwtConfig.storageTokenKeyName)
}

/** The stored refresh token, or null. */
export function getRefreshToken(): string | null {
  return readToken(jwtConfig.storageRefreshTokenKeyName)
}

/** The stored user, or null when absent, corrupt or not shaped like a user. */
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

/** Stores both tokens (after a refresh the user data stays as it was). */
export function saveTokens(tokens: AuthTokens): void {
  write(jwtConfig.storageTokenKeyName, tokens.accessToken)
  write(jwtConfig.storageRefreshTokenKeyName, tokens.refreshToken)
}

/** Stores the user and both tokens (login, register, refresh). */
export function saveSession(session: AuthSession): void {
  write(jwtConfig.storageUserDataKeyName, JSON.stringify(session.userData))
  saveTokens(session)
}

/** Forgets the whole session (logout, failed refresh). */
export function clearSession(): void {
  remove(jwtConfig.storageUserDataKeyName)
  remove(jwtConfig.storageTokenKeyName)
  remove(jwtConfig.storageRefreshTokenKeyName)
}
