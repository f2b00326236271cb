// jose loads on the first sign or check, not with the mock: most page loads never need it.
const loadJose = () => import('jose')

/** Starts loading the checker before the first call needs it; the call then finds it loaded. */
export function preloadJose(): void {
  loadJose().catch(() => undefined)
}

export type TokenKind = 'access' | 'refresh'

const encode = (text: string) => new TextEncoder().encode(text)

// One key per kind, so an access token can never pass for a refresh token.
const keysFrom = (secret: string): Record<TokenKind, Uint8Array> => ({
  access: encode(`${secret}:access`),
  refresh: encode(`${secret}:refresh`)
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
  const { SignJWT } = await loadJose()
  const jwt = new SignJWT({ id, sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + tokenLifetimeSeconds[kind])
  if (kind === 'refresh') jwt.setJti(jti)
  return jwt.sign(keys[kind])
}

/** The claims of a good token of this kind; null for a bad signature, no or a past `exp`, or a missing claim. */
export async function verifyToken(kind: TokenKind, token: string): Promise<TokenClaims | null> {
  const { jwtVerify } = await loadJose()
  try {
    const lifetime = tokenLifetimeSeconds[kind]
    const { payload } = await jwtVerify(token, keys[kind], {
      algorithms: ['HS256'],
      requiredClaims: kind === 'refresh' ? ['exp', 'iat', 'jti'] : ['exp', 'iat'],
      // Also refuses an `iat` ahead of the clock, which would stretch a token's life.
      maxTokenAge: lifetime
    })
    const { id, sid, jti, exp = Infinity, iat = 0 } = payload
    // Expiry is bounded: no token lives longer than its kind's lifetime, whatever its `exp` says.
    if (exp - iat > lifetime) return null
    if (!Number.isSafeInteger(id) || typeof sid !== 'string' || !sid) return null
    return { id: id as number, sid, ...(jti !== undefined && { jti }) }
  } catch {
    return null
  }
}
