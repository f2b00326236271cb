/** Compact JSON Web Tokens signed with HMAC SHA-256 (RFC 7519 and 7515), on the platform's Web Crypto. */

const encoder = new TextEncoder()

// Named through the global, so the type holds both in the browser's library and in Node's (the API server).
export type HmacKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[\w-]*$/.test(text)) throw new Error('not base64url')
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
}

const encodeJson = (value: object) => toBase64Url(encoder.encode(JSON.stringify(value)))

function decodeJson(part: string): Record<string, unknown> | null {
  const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(part)))
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

/** An HMAC key for signing and checking, from the secret's bytes. */
export const hmacKey = (secret: string): Promise<HmacKey> =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify'
  ])

export async function signJwt(claims: Record<string, unknown>, key: HmacKey): Promise<string> {
  const input = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson(claims)}`
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(input))
  return `${input}.${toBase64Url(new Uint8Array(signature))}`
}

/** The claims of a token this key signed with HS256; null for anything else, a header with `crit` included. */
export async function verifyJwt(token: string, key: HmacKey): Promise<Record<string, unknown> | null> {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header = '', payload = '', signature = ''] = parts
  try {
    const protectedHeader = decodeJson(header)
    // An extension we do not know (`crit`), such as an unencoded payload, must not pass.
    if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) return null
    const signed = await crypto.subtle.verify(
      'HMAC',
      key,
      fromBase64Url(signature),
      encoder.encode(`${header}.${payload}`)
    )
    return signed ? decodeJson(payload) : null
  } catch {
    return null
  }
}
