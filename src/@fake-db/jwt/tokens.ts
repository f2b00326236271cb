import { hmacKey, signJwt, verifyJwt, type HmacKey } from './hs256'

export type TokenKind = 'access' | 'refresh'

// One key per kind, so an access token can never pass for a refresh token.
const keysFrom = (secret: string): Record<TokenKind, Promise<HmacKey>> => ({
  access: hmacKey(`${secret}:access`),
  refresh: hmacKey(`${secret}:refresh`)
})

/** A random secret: every run signs with its own unless it is given one. */
export function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

let keys = keysFrom(randomSecret())

/** Signs and checks every later token with this secret (the server's from its environment, the browser's own). */
export function setSigningSecret(secret: string): void {
  keys = keysFrom(secret)
}

/** An id no one can guess: a session's, or one refresh token's. */
export const randomId = () => randomSecret().slice(0, 32)

/** An access token is short-lived; a refresh token outlasts a demo visit, so "Expire the session" renews it. */
export const tokenLifetimeSeconds: Record<TokenKind, number> = {
  access: 10 * 60,
  refresh: 7 * 24 * 60 * 60
}

/** What a token says once its signature, kind and expiry hold: whose it is and which sign-in it belongs to. */
export interface TokenClaims {
  id: number
  /** The session: every token of one sign-in shares it, so logout can end them all. */
  sid: string
  /** A refresh token's own id: each is good for one renewal. */
  jti?: string
}

export async function signToken(
  kind: TokenKind,
  id: number,
  issuedAt = Math.floor(Date.now() / 1000),
  sid = randomId(),
  jti = randomId()
): Promise<string> {
  const exp = issuedAt + tokenLifetimeSeconds[kind]
  const claims = kind === 'refresh' ? { id, sid, iat: issuedAt, exp, jti } : { id, sid, iat: issuedAt, exp }
  return signJwt(claims, await keys[kind])
}

/** The claims of a good token of this kind; null for a bad signature, no or a past `exp`, or a missing claim. */
export async function verifyToken(kind: TokenKind, token: string): Promise<TokenClaims | null> {
  const claims = await verifyJwt(token, await keys[kind])
  if (!claims) return null
  const { id, sid, jti, exp, iat, nbf } = claims
  const now = Math.floor(Date.now() / 1000)
  const lifetime = tokenLifetimeSeconds[kind]
  if (typeof exp !== 'number' || typeof iat !== 'number' || exp <= now) return null
  // Issued ahead of the clock, or living longer than its kind's lifetime whatever its `exp` says: refused.
  if (iat > now || now - iat > lifetime || exp - iat > lifetime) return null
  if (nbf !== undefined && !(typeof nbf === 'number' && nbf <= now)) return null
  if (kind === 'refresh' && (typeof jti !== 'string' || !jti)) return null
  if (!Number.isSafeInteger(id) || typeof sid !== 'string' || !sid) return null
  return { id: id as number, sid, ...(typeof jti === 'string' && { jti }) }
}
