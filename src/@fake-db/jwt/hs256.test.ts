import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CompactSign, jwtVerify, SignJWT } from 'jose'
import { hmacKey, signJwt, verifyJwt } from './hs256'

// jose, a standard implementation, checks our tokens and signs the ones we must accept or refuse.
const secret = 'a-test-secret:access'
const secretBytes = new TextEncoder().encode(secret)
const claims = { id: 7, sid: 'session', iat: 1_700_000_000, exp: 1_700_000_600 }

const joseSigned = (header: { alg: string; typ?: string }) =>
  new SignJWT(claims).setProtectedHeader(header).sign(secretBytes)

const encodePart = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Signed by hand: jose will not sign a header with an extension it does not know. */
function handSigned(header: Record<string, unknown>) {
  const input = `${encodePart(header)}.${encodePart(claims)}`
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`
}

describe('HS256 tokens', () => {
  it('signs a token a standard implementation accepts, with the same header and claims', async () => {
    const token = await signJwt(claims, await hmacKey(secret))
    const { payload, protectedHeader } = await jwtVerify(token, secretBytes, {
      currentDate: new Date(claims.iat * 1000)
    })
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(payload).toEqual(claims)
  })

  it("accepts a standard implementation's token, with or without typ", async () => {
    const key = await hmacKey(secret)
    expect(await verifyJwt(await joseSigned({ alg: 'HS256', typ: 'JWT' }), key)).toEqual(claims)
    expect(await verifyJwt(await joseSigned({ alg: 'HS256' }), key)).toEqual(claims)
  })

  it('refuses another key, another algorithm, an unsigned token and a header it does not understand', async () => {
    const key = await hmacKey(secret)
    expect(await verifyJwt(await signJwt(claims, await hmacKey('another')), key)).toBeNull()
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(secretBytes)
    expect(await verifyJwt(hs512, key)).toBeNull()
    expect(await verifyJwt(`${encodePart({ alg: 'none' })}.${encodePart(claims)}.`, key)).toBeNull()
    expect(await verifyJwt(handSigned({ alg: 'HS256' }), key)).toEqual(claims)
    expect(await verifyJwt(handSigned({ alg: 'HS256', b64: false, crit: ['b64'] }), key)).toBeNull()
  })

  it('refuses a changed payload, a payload that is no object, and malformed text', async () => {
    const key = await hmacKey(secret)
    const [header, , signature] = (await signJwt(claims, key)).split('.')
    expect(await verifyJwt(`${header}.${encodePart({ ...claims, id: 1 })}.${signature}`, key)).toBeNull()
    const list = await new CompactSign(new TextEncoder().encode('[1]'))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secretBytes)
    expect(await verifyJwt(list, key)).toBeNull()
    for (const token of ['', 'a.b', 'a.b.c.d', `${header}.%%%.${signature}`, `${header}..${signature}`])
      expect(await verifyJwt(token, key)).toBeNull()
  })
})
