import type { Operation } from './document'
import type { Exchange } from './http'
import { toCall, validInput } from './request'
import type { Run, Session } from './run'

export interface Credentials {
  email: string
  password: string
}

const isEnd = (operation: Operation, name: string) =>
  operation.method === 'post' && operation.path.endsWith(`/${name}`)

export function sessionFrom(exchange: Exchange): Session | undefined {
  const body = exchange.reply.body
  if (typeof body !== 'object' || body === null) return undefined
  const { accessToken, refreshToken } = body as Record<string, unknown>
  if (typeof accessToken !== 'string') return undefined
  return { accessToken, ...(typeof refreshToken === 'string' ? { refreshToken } : {}) }
}

export async function signIn(
  run: Run,
  credentials: Credentials
): Promise<{ exchange: Exchange; login: Operation } | undefined> {
  const login = run.document.operations.find((operation) => isEnd(operation, 'login'))
  if (!login) return undefined
  const exchange = await run.send(toCall(login, { path: {}, query: {}, body: credentials }))
  return { exchange, login }
}

/** Signs in through the contract's login call; the answer is that call's valid-request check. */
export async function logIn(run: Run, credentials: Credentials): Promise<string | undefined> {
  const signedIn = await signIn(run, credentials)
  if (!signedIn) return 'the document has no POST …/login call'
  const problem = run.answerProblem(signedIn.login, signedIn.exchange)
  run.record(
    signedIn.login,
    'valid request (signs in)',
    problem ? 'fail' : 'pass',
    problem,
    signedIn.exchange
  )
  run.session = problem ? undefined : sessionFrom(signedIn.exchange)
  return run.session ? undefined : `signing in failed: ${problem ?? 'the answer holds no accessToken'}`
}

/**
 * The session calls' valid requests: a refresh renews the run's own session; a logout ends a second one signed in for
 * it. Answers whether the operation is one of them.
 */
export async function checkSessionCall(
  run: Run,
  operation: Operation,
  credentials?: Credentials
): Promise<boolean> {
  if (isEnd(operation, 'login')) return true
  const refresh = isEnd(operation, 'refresh-token') || isEnd(operation, 'refresh')
  if (!refresh && !isEnd(operation, 'logout')) return false
  if (!run.writes) return record(run, operation, 'skip', 'it ends or renews a session: only with --writes')
  if (!run.session?.refreshToken || !credentials)
    return record(run, operation, 'skip', 'needs --login (a refresh token)')
  const other = refresh ? undefined : await signIn(run, credentials)
  const session = refresh ? run.session : other && sessionFrom(other.exchange)
  if (!session) return record(run, operation, 'fail', 'could not sign in a second session to end')
  const known = (name: string) => (name === 'refreshToken' ? session.refreshToken : undefined)
  const exchange = await run.send(
    toCall(operation, validInput(operation, known), `Bearer ${session.accessToken}`)
  )
  const problem = run.answerProblem(operation, exchange)
  run.record(operation, 'valid request', problem ? 'fail' : 'pass', problem, exchange)
  if (refresh && !problem) run.session = sessionFrom(exchange) ?? run.session
  return true
}

function record(run: Run, operation: Operation, status: 'skip' | 'fail', reason: string): true {
  run.record(operation, 'valid request', status, reason)
  return true
}
