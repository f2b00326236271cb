#!/usr/bin/env node
// Prints an access token of a live session of `npm run api` whose only fault is its expiry, for `api:verify
// --expired-token`: a sign-in's claims signed again as server/ signs them (API_JWT_SECRET), issued two hours ago. The
// same claims issued now must be accepted, or the token would prove nothing about the expiry.
// Usage: API_JWT_SECRET=... node scripts/ci-expired-token.mjs <base-url> <email:password> <a secured GET path>

/* global process, console, fetch */
import { decodeJwt } from 'jose'
import { startRunner } from './viteRunner.mjs'

const [baseUrl, login = '', probePath] = process.argv.slice(2)
const [email, password] = [login.slice(0, login.indexOf(':')), login.slice(login.indexOf(':') + 1)]
const secret = process.env.API_JWT_SECRET
if (!baseUrl || !probePath || !email || !secret) {
  console.error(
    'Usage: API_JWT_SECRET=... node scripts/ci-expired-token.mjs <base-url> <email:password> <path>'
  )
  process.exit(2)
}

const signedIn = await fetch(`${baseUrl}/jwt/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password })
})
const { id, sid } = decodeJwt((await signedIn.json()).accessToken)

const { runner, close } = await startRunner()
let fresh
let expired
try {
  const { setSigningSecret, signToken } = await runner.import('/src/@fake-db/jwt/tokens.ts')
  setSigningSecret(secret)
  const now = Math.floor(Date.now() / 1000)
  fresh = await signToken('access', id, now, sid)
  expired = await signToken('access', id, now - 2 * 60 * 60, sid)
} finally {
  await close()
}
const probe = await fetch(`${baseUrl}${probePath}`, { headers: { authorization: `Bearer ${fresh}` } })
if (probe.status !== 200) {
  console.error(`The same claims issued now got ${probe.status} on ${probePath}, not 200`)
  process.exit(1)
}
console.log(expired)
