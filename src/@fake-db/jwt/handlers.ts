import {
  sessionAnswer,
  registerAnswer,
  registerTakenAnswer,
  logoutAnswer
} from '@/utility/auth/answers.contract'
import { maxAccounts, type UserData } from '@/utility/auth/contract'
import { limits, zEmail, zRequiredText } from '@/utility/contract'
import { z } from 'zod/mini'
import { post, type RouteDef } from '../route'
import {
  badRequest,
  fail,
  fieldProblems,
  isRecord,
  nextId,
  ok,
  parse,
  problem,
  readBody,
  readString,
  type Problem
} from '../utils'
import type { AuthUserRecord } from './data'
import { accountOf, accountStore as store, bearerToken } from './accounts'
import { endSession, issuedRefresh, spendRefresh } from './sessions'
import { abilityOf } from './roleAbility'
import { randomId, signToken, verifyToken } from './tokens'
import { cartItemsCount } from '../kit/cartCount'
import { mockOptions } from '../options'

async function toUserData(account: AuthUserRecord): Promise<UserData> {
  const { password: _password, disabled: _disabled, roleId: _roleId, version: _version, ...user } = account
  const ability = await abilityOf(account)
  return { ...user, ability, extras: { eCommerceCartItemsCount: await cartItemsCount() } }
}

/** A new pair for one session; the refresh token is from now on the only one that renews it. */
async function issueTokens(
  id: number,
  sid = randomId()
): Promise<{ accessToken: string; refreshToken: string }> {
  const issuedAt = Math.floor(Date.now() / 1000)
  const jti = randomId()
  const [accessToken, refreshToken] = await Promise.all([
    signToken('access', id, issuedAt, sid),
    signToken('refresh', id, issuedAt, sid, jti)
  ])
  issuedRefresh(sid, jti)
  return { accessToken, refreshToken }
}

// For the API reference; login and refresh check their input with readString.
const loginBody = z.object({ email: z.string(), password: z.string() })
const registerBody = z.object({
  email: zEmail(),
  username: zRequiredText(),
  password: z.string().check(z.minLength(1), z.maxLength(limits.shortText))
})
const refreshBody = z.object({ refreshToken: z.string() })
const logoutBody = z.optional(z.object({ refreshToken: z.optional(z.string()) }))

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

const signUpClosed = problem('signUpClosed', 'Sign-up is turned off on this server')
type Role = Pick<AuthUserRecord, 'role' | 'ability'>
const demoRole: Role = { role: 'admin', ability: [{ action: 'manage', subject: 'all' }] }
const clientRole: Role = {
  role: 'client',
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' }
  ]
}
const tooManyAccounts = problem('tooManyAccounts', `This server holds its most accounts (${maxAccounts})`)

/** Ends the sessions of the tokens a logout names; a token that does not hold ends nothing. */
async function endSessionsOf(tokens: { kind: 'access' | 'refresh'; token: string | undefined }[]) {
  for (const { kind, token } of tokens) {
    const claims = token ? await verifyToken(kind, token) : null
    if (claims) endSession(claims.sid)
  }
}

/** Sign-in's calls, named in src/@fake-db/allHandlers.ts (the app's mock registers them in core.ts). */
export const handlers: RouteDef[] = [
  post(
    '/jwt/login',
    async (req) => {
      const body = readBody(req.body)
      if (!body.ok) return badRequest(body.error)
      const email = readString(body.value, 'email', { required: true })
      if (!email.ok) return badRequest(email.error)
      const password = readString(body.value, 'password', { required: true })
      if (!password.ok) return badRequest(password.error)

      const user = (await store.get()).find(
        (u) => sameText(u.email, email.value) && u.password === password.value && !u.disabled
      )
      if (!user)
        return fail(400, fieldProblems({ email: problem('badCredentials', 'Email or Password is Invalid') }))
      try {
        return ok({ userData: await toUserData(user), ...(await issueTokens(user.id)) })
      } catch {
        return fail(400, fieldProblems({ email: problem('server', 'Something went wrong') }))
      }
    },
    { permission: 'public', answer: sessionAnswer, body: loginBody }
  ),
  post(
    '/jwt/register',
    async (req) => {
      if (mockOptions.signUp === 'off') return fail(403, signUpClosed)
      const fields = parse(registerBody, req.body)
      const users = await store.get()
      const taken: Record<string, Problem> = {}
      if (users.some((u) => sameText(u.email, fields.email)))
        taken.email = problem('taken', 'This email is already in use.')
      if (users.some((u) => sameText(u.username, fields.username)))
        taken.username = problem('taken', 'This username is already in use.')
      // The demo answers a taken email or username 200 with field errors; a real backend says 409.
      if (Object.keys(taken).length > 0)
        return fail(mockOptions.signUp === 'demo' ? 200 : 409, fieldProblems(taken))
      if (users.length >= maxAccounts) return fail(403, tooManyAccounts)

      const user: AuthUserRecord = {
        id: nextId(users),
        fullName: fields.username,
        username: fields.username,
        password: fields.password,
        avatar: '',
        email: fields.email,
        ...structuredClone(mockOptions.signUp === 'demo' ? demoRole : clientRole)
      }
      const tokens = await issueTokens(user.id)
      users.push(user)
      return ok({ user: await toUserData(user), ...tokens })
    },
    {
      permission: 'public',
      answer: registerAnswer,
      body: registerBody,
      documented: {
        answer: z.union([registerAnswer, registerTakenAnswer]),
        errors: {
          '403':
            'Sign-up is off (`signUpClosed`, `--register off`) or the server is full (`tooManyAccounts`)',
          '409': 'The e-mail or username is taken (servers that enforce tokens; the demo answers 200)'
        }
      }
    }
  ),
  post(
    '/jwt/refresh-token',
    async (req) => {
      const body = readBody(req.body)
      if (!body.ok) return badRequest(body.error)
      const token = readString(body.value, 'refreshToken', { required: true })
      if (!token.ok) return badRequest(token.error)

      const claims = await verifyToken('refresh', token.value)
      const user = await accountOf(claims)
      // Each refresh token renews once: a second use means it leaked, so its whole session ends.
      if (!user || !claims?.jti || !spendRefresh(claims.sid, claims.jti))
        return fail(401, problem('badRefreshToken', 'Invalid refresh token'))
      return ok({ userData: await toUserData(user), ...(await issueTokens(user.id, claims.sid)) })
    },
    { permission: 'public', answer: sessionAnswer, body: refreshBody }
  ),
  post(
    '/jwt/logout',
    async (req) => {
      const refreshToken = isRecord(req.body) ? req.body.refreshToken : undefined
      await endSessionsOf([
        { kind: 'access', token: bearerToken(req.headers.authorization) },
        { kind: 'refresh', token: typeof refreshToken === 'string' ? refreshToken : undefined }
      ])
      return ok({})
    },
    { permission: 'public', answer: logoutAnswer, body: logoutBody }
  )
]
