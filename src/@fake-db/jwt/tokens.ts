// Demo data: signing for the auth mock. Remove with the mock.
// jose is imported when a token is first signed or checked (sign-in, or enforceAuth), not with the
// mock: most page loads never need it, and it is a third of the mock's weight.
const loadJose = () => import('jose')

/** Access and refresh tokens are signed with different keys so one can never pass for the other. */
const accessKey = new TextEncoder().encode('nordlight-demo-access-token-signing-key')
const refreshKey = new TextEncoder().encode('nordlight-demo-refresh-token-signing-key')

/** Lifetime of both tokens (SPEC section 9). */
export const tokenLifetimeSeconds = 10 * 60

export type TokenKind = 'access' | 'refresh'

function keyFor(kind: TokenKind): Uint8Array {
  return kind === 'access' ? accessKey : refreshKey
}

/** Signs `{id}` with HS256; `issuedAt` (epoch seconds) lets tests mint tokens in the past. */
export async function signToken(
  kind: TokenKind,
  id: number,
  issuedAt = Math.floor(Date.now() / 1000)
): Promise<string> {
  const { SignJWT } = await loadJose()
  return new SignJWT({ id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + tokenLifetimeSeconds)
    .sign(keyFor(kind))
}

/** The user id of a valid, unexpired token of that kind, or null. */
export async function verifyToken(kind: TokenKind, token: string): Promise<number | null> {
  const { jwtVerify } = await loadJose()
  try {
    const { payload } = await jwtVerify(token, keyFor(kind), { algorithms: ['HS256'] })
    return typeof payload.id === 'number' ? payload.id : null
  } catch {
    return null
  }
}
