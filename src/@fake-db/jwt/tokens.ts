// jose loads on the first sign or check, not with the mock: most page loads never need it.
const loadJose = () => import('jose')

/** Different keys so an access token can never pass for a refresh token. */
const accessKey = new TextEncoder().encode('nordlight-demo-access-token-signing-key')
const refreshKey = new TextEncoder().encode('nordlight-demo-refresh-token-signing-key')

export type TokenKind = 'access' | 'refresh'

/** An access token is short-lived; a refresh token outlasts a demo visit, so "Expire the session" renews it. */
export const tokenLifetimeSeconds: Record<TokenKind, number> = {
  access: 10 * 60,
  refresh: 7 * 24 * 60 * 60
}

function keyFor(kind: TokenKind): Uint8Array {
  return kind === 'access' ? accessKey : refreshKey
}

export async function signToken(
  kind: TokenKind,
  id: number,
  issuedAt = Math.floor(Date.now() / 1000)
): Promise<string> {
  const { SignJWT } = await loadJose()
  return new SignJWT({ id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + tokenLifetimeSeconds[kind])
    .sign(keyFor(kind))
}

export async function verifyToken(kind: TokenKind, token: string): Promise<number | null> {
  const { jwtVerify } = await loadJose()
  try {
    const { payload } = await jwtVerify(token, keyFor(kind), { algorithms: ['HS256'] })
    return typeof payload.id === 'number' ? payload.id : null
  } catch {
    return null
  }
}
