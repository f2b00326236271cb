import { sessionAnswer, registerAnswer, logoutAnswer } from '@/utility/auth/answers.contract'
import type { UserData } from '@/utility/auth/contract'
import { z } from 'zod'
import { post, type RouteDef } from '../route'
import {
  badRequest,
  createStore,
  fail,
  fieldProblems,
  nextId,
  ok,
  problem,
  readBody,
  readString,
  type Problem
} from '../utils'
import type { AuthUserRecord } from './data'
import { signToken, verifyToken } from './tokens'
import { cartItemsCount } from '../kit/cartCount'

const store = createStore('accounts', () => import('./data').then((m) => m.users), { fixedSize: true })

async function toUserData({ password: _password, ...user }: AuthUserRecord): Promise<UserData> {
  return { ...user, extras: { eCommerceCartItemsCount: await cartItemsCount() } }
}

async function issueTokens(id: number): Promise<{ accessToken: string; refreshToken: string }> {
  const [accessToken, refreshToken] = await Promise.all([signToken('access', id), signToken('refresh', id)])
  return { accessToken, refreshToken }
}

// For the API reference; the handlers check their input with readString.
const loginBody = z.object({ email: z.string(), password: z.string() })
const registerBody = z.object({ email: z.string(), username: z.string(), password: z.string() })
const refreshBody = z.object({ refreshToken: z.string() })

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** This area's calls, registered by the mock and the HTTP server from src/@fake-db/allHandlers.ts. */
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
        (u) => sameText(u.email, email.value) && u.password === password.value
      )
      if (!user)
        return fail(400, fieldProblems({ email: problem('badCredentials', 'Email or Password is Invalid') }))
      try {
        return ok({ userData: await toUserData(user), ...(await issueTokens(user.id)) })
      } catch {
        return fail(400, fieldProblems({ email: problem('server', 'Something went wrong') }))
      }
    },
    { answer: sessionAnswer, body: loginBody }
  ),
  post(
    '/jwt/register',
    async (req) => {
      const body = readBody(req.body)
      if (!body.ok) return badRequest(body.error)
      const email = readString(body.value, 'email', { required: true })
      if (!email.ok) return badRequest(email.error)
      const username = readString(body.value, 'username', { required: true })
      if (!username.ok) return badRequest(username.error)
      const password = readString(body.value, 'password', { required: true })
      if (!password.ok) return badRequest(password.error)

      const users = await store.get()
      const taken: Record<string, Problem> = {}
      if (users.some((u) => sameText(u.email, email.value)))
        taken.email = problem('taken', 'This email is already in use.')
      if (users.some((u) => sameText(u.username, username.value)))
        taken.username = problem('taken', 'This username is already in use.')
      // A taken email or username is answered 200 with field errors, not 4xx.
      if (Object.keys(taken).length > 0) return fail(200, fieldProblems(taken))

      const user: AuthUserRecord = {
        id: nextId(users),
        fullName: username.value.trim(),
        username: username.value.trim(),
        password: password.value,
        avatar: '',
        email: email.value.trim(),
        role: 'admin',
        ability: [{ action: 'manage', subject: 'all' }]
      }
      const tokens = await issueTokens(user.id)
      users.push(user)
      return ok({ user: await toUserData(user), ...tokens })
    },
    { answer: registerAnswer, body: registerBody }
  ),
  post(
    '/jwt/refresh-token',
    async (req) => {
      const body = readBody(req.body)
      if (!body.ok) return badRequest(body.error)
      const token = readString(body.value, 'refreshToken', { required: true })
      if (!token.ok) return badRequest(token.error)

      const id = await verifyToken('refresh', token.value)
      const user = id === null ? undefined : (await store.get()).find((u) => u.id === id)
      if (!user) return fail(401, problem('badRefreshToken', 'Invalid refresh token'))
      return ok({ userData: await toUserData(user), ...(await issueTokens(user.id)) })
    },
    { answer: sessionAnswer, body: refreshBody }
  ),
  // Tokens are stateless, so there is nothing to revoke; the call exists for a real backend.
  post('/jwt/logout', () => ok({}), { answer: logoutAnswer })
]
