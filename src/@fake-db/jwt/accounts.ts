import { createStore } from '../kit/store'
import type { AuthUserRecord } from './data'
import { abilityOf } from './roleAbility'
import { isEnded } from './sessions'
import { verifyToken, type TokenClaims } from './tokens'

export const accountStore = createStore('accounts', () => import('./data').then((m) => m.users), {
  fixedSize: true
})

/**
 * A signed-in page's first call checks its token, then reads the accounts: their chunk starts loading before that
 * call needs it. The store itself loads on that call (kept changes apply first).
 */
export function preloadAccounts(): void {
  import('./data').catch(() => undefined)
}

/**
 * The account a token's claims name, while it exists, is enabled and its session has not ended, with the ability it
 * holds now (a copy: a role edited in the roles app counts from the next call).
 */
export async function accountOf(claims: TokenClaims | null): Promise<AuthUserRecord | null> {
  if (!claims || isEnded(claims.sid)) return null
  const user = (await accountStore.get()).find((account) => account.id === claims.id)
  return user && !user.disabled ? { ...user, ability: await abilityOf(user) } : null
}

/** The bearer token of an `Authorization` header (the scheme in any case); undefined when there is none. */
export function bearerToken(header: string | undefined): string | undefined {
  return /^bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')?.[1]
}

/** Who sent a call: nobody (no token), a known account, or `invalid` (a token that does not hold). */
export async function callerOf(
  headers: Record<string, string>
): Promise<{ user: AuthUserRecord; claims: TokenClaims } | null | 'invalid'> {
  const header = headers.authorization
  if (header === undefined || header === '') return null
  const token = bearerToken(header)
  const claims = token ? await verifyToken('access', token) : null
  const user = await accountOf(claims)
  return user && claims ? { user, claims } : 'invalid'
}
