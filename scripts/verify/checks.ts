import type { Operation } from './document'
import { invalidCases } from './invalid'
import { toCall, validInput } from './request'
import type { Run } from './run'

const isWrite = (operation: Operation) => operation.method !== 'get'

/** The tag's reads whose every required input the document or the server's answers give a value for. */
export function readsBack(run: Run, operation: Operation): Operation[] {
  const known = run.known(operation.tag)
  return run.document.operations.filter(
    (entry) =>
      entry.tag === operation.tag &&
      entry.method === 'get' &&
      entry.parameters.every(
        ({ required, name, schema }) =>
          !required || schema.example !== undefined || schema.enum !== undefined || known(name) !== undefined
      )
  )
}

/** What the tag's reads answer: what a refused write must leave as it was. */
export async function snapshot(run: Run, operation: Operation): Promise<string> {
  const answers = []
  for (const read of readsBack(run, operation))
    answers.push((await run.send(toCall(read, validInput(read, run.known(read.tag)), run.bearer))).reply.body)
  return JSON.stringify(answers)
}

/** A token with the session's claims but an expiry an hour ago (its signature no longer fits: refused either way). */
function expiredToken(token: string): string | undefined {
  const [header, payload, signature] = token.split('.')
  if (!header || !payload || signature === undefined) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
    const now = Math.floor(Date.now() / 1000)
    const stale = { ...claims, iat: now - 7200, exp: now - 3600 }
    return `${header}.${Buffer.from(JSON.stringify(stale)).toString('base64url')}.${signature}`
  } catch {
    return undefined
  }
}

export async function checkAuth(run: Run, operation: Operation): Promise<void> {
  if (!operation.secured) return
  if (isWrite(operation) && !run.writes)
    return run.record(
      operation,
      '401 without a valid token',
      'skip',
      'a write: its refusals are sent only with --writes'
    )
  const expired = run.expiredToken ?? (run.session && expiredToken(run.session.accessToken))
  const tokens: [string, string | undefined][] = [
    ['no token', undefined],
    ['a malformed token', 'Bearer not.a-token'],
    ['an expired token', expired ? `Bearer ${expired}` : undefined]
  ]
  for (const [label, authorization] of tokens) {
    const check = `401 with ${label}`
    if (label === 'an expired token' && !authorization) {
      run.record(operation, check, 'skip', 'needs --expired-token, or a JWT from --login or --token to age')
      continue
    }
    const input = validInput(operation, run.known(operation.tag))
    const before = isWrite(operation) ? await snapshot(run, operation) : ''
    const exchange = await run.send(toCall(operation, input, authorization))
    const changed = isWrite(operation) && (await snapshot(run, operation)) !== before
    const problem =
      run.refusalProblem(operation, exchange, 401) ?? (changed ? 'refused, yet the data changed' : undefined)
    run.record(operation, check, problem ? 'fail' : 'pass', problem, exchange)
  }
}

/** Sends a read with the ids read so far; `readByFlow` when a create flow of the tag reads a record it made. */
export async function checkRead(run: Run, operation: Operation, readByFlow = false): Promise<void> {
  if (operation.secured && !run.session)
    return run.record(operation, 'valid request', 'skip', 'a secured call: needs --login or --token')
  let exchange = await run.send(
    toCall(operation, validInput(operation, run.known(operation.tag)), run.tokenFor(operation))
  )
  for (
    let attempt = 1;
    attempt < 4 && exchange.reply.status === 404 && takesKnownId(run, operation, attempt);
    attempt++
  )
    exchange = await run.send(
      toCall(operation, validInput(operation, run.known(operation.tag, attempt)), run.tokenFor(operation))
    )
  const problem = run.answerProblem(operation, exchange)
  const madeUp = madeUpInputs(run, operation)
  if (problem && exchange.reply.status === 404 && madeUp.length > 0) {
    const reason = `404 for ${madeUp.join(', ')} made up here: the document gives no example of an existing one`
    return run.record(operation, 'valid request', 'skip', reason, exchange)
  }
  if (problem && exchange.reply.status === 404 && readByFlow && namesNoReadId(run, operation)) {
    const reason = `404: no read named a record of it, so the example's id ${
      run.writes ? 'is left to the create flow, which reads one it made' : 'names none (--writes makes one)'
    }`
    return run.record(operation, 'valid request', 'skip', reason, exchange)
  }
  if (!problem) run.learn(operation.tag, exchange.reply.body)
  run.record(operation, 'valid request', problem ? 'fail' : 'pass', problem, exchange)
}

/** Whether every required id came from the document's example, none from an answer (an empty list, say). */
const namesNoReadId = (run: Run, operation: Operation) =>
  operation.parameters.every(
    (parameter) => !parameter.required || run.known(operation.tag)(parameter.name) === undefined
  )

/** Whether another id read from the server is left to try. */
const takesKnownId = (run: Run, operation: Operation, attempt: number) =>
  operation.parameters.some(
    (parameter) => parameter.required && run.known(operation.tag, attempt)(parameter.name) !== undefined
  )

/** The required inputs the document gives no value for (no example, enum or const) and no answer named. */
function madeUpInputs(run: Run, operation: Operation): string[] {
  const known = run.known(operation.tag)
  return operation.parameters
    .filter(({ required, name }) => required && known(name) === undefined)
    .filter(
      ({ schema }) => schema.example === undefined && schema.enum === undefined && schema.const === undefined
    )
    .map(({ name }) => name)
}

export async function checkInvalid(run: Run, operation: Operation): Promise<void> {
  if (isWrite(operation) && !run.writes)
    return run.record(operation, 'invalid inputs', 'skip', 'a write: only with --writes')
  if (operation.secured && !run.session)
    return run.record(operation, 'invalid inputs', 'skip', 'a secured call: needs --login or --token')
  if (operation.path.endsWith('/logout'))
    return run.record(
      operation,
      'invalid inputs',
      'skip',
      'a logout answers whatever it is sent (it ends what it can)'
    )
  const valid = validInput(operation, run.known(operation.tag))
  for (const entry of invalidCases(operation, valid)) {
    const check = `refuses ${entry.label}`
    const before = isWrite(operation) ? await snapshot(run, operation) : ''
    const exchange = await run.send(toCall(operation, entry.input, run.tokenFor(operation)))
    const changed = isWrite(operation) && (await snapshot(run, operation)) !== before
    let problem = run.refusalProblem(operation, exchange)
    if (problem && entry.expect === 'refusedOrDefault' && exchange.reply.status < 300) {
      const plain = structuredClone(entry.input)
      delete plain.query[entry.parameter ?? '']
      const fallback = await run.send(toCall(operation, plain, run.tokenFor(operation)))
      const same = JSON.stringify(fallback.reply.body) === JSON.stringify(exchange.reply.body)
      problem = same ? undefined : `${problem}, and the answer is not the one without ${entry.parameter}`
    }
    if (changed) problem = `${problem ? `${problem}; ` : ''}the data changed`
    run.record(operation, check, problem ? 'fail' : 'pass', problem, exchange)
  }
}
