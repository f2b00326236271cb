import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability'
import { snapshot } from './checks'
import type { Operation } from './document'
import { toCall, validInput } from './request'
import type { Run } from './run'
import { sessionFrom, signIn, type Credentials } from './session'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The CASL rules a sign-in answers in `userData.ability`, as they apply to a whole kind of record: conditions and
 * fields dropped, and an inverted rule with them too (it forbids only some records).
 */
function rulesIn(body: unknown): RawRuleOf<MongoAbility>[] | undefined {
  const userData = isObject(body) ? body.userData : undefined
  const ability = isObject(userData) ? userData.ability : undefined
  if (!Array.isArray(ability)) return undefined
  const rules = ability.filter(isObject)
  if (!rules.every((rule) => typeof rule.action === 'string' && typeof rule.subject === 'string'))
    return undefined
  return rules
    .filter((rule) => rule.inverted !== true || (rule.conditions === undefined && rule.fields === undefined))
    .map((rule) => ({
      action: String(rule.action),
      subject: String(rule.subject),
      inverted: rule.inverted === true
    }))
}

/** Signs in the user of --limited-login; its ability says which calls must answer it 403. */
export async function logInLimited(run: Run, credentials: Credentials): Promise<string | undefined> {
  const signedIn = await signIn(run, credentials)
  if (!signedIn) return 'the document has no POST …/login call'
  const session = sessionFrom(signedIn.exchange)
  const rules = rulesIn(signedIn.exchange.reply.body)
  if (!session || !rules)
    return (
      `signing in ${credentials.email} (--limited-login) answered ${signedIn.exchange.reply.status}` +
      ' without an accessToken and a userData.ability'
    )
  const ability = createMongoAbility(rules)
  run.limited = {
    email: credentials.email,
    authorization: `Bearer ${session.accessToken}`,
    can: (action, subject) => ability.can(action, subject)
  }
  return undefined
}

/** A call the limited user's ability does not allow must answer it 403 in the error shape, changing nothing. */
export async function checkForbidden(run: Run, operation: Operation): Promise<void> {
  const { limited } = run
  const { permission } = operation
  if (!limited || !permission || !operation.secured) return
  if (limited.can(permission.action, permission.subject)) return
  const check = `403 for ${limited.email} (no ${permission.action} ${permission.subject})`
  const write = operation.method !== 'get'
  if (write && !run.writes)
    return run.record(operation, check, 'skip', 'a write: its refusals are sent only with --writes')
  const before = write ? await snapshot(run, operation) : ''
  const input = validInput(operation, run.known(operation.tag))
  const exchange = await run.send(toCall(operation, input, limited.authorization))
  const changed = write && (await snapshot(run, operation)) !== before
  const problem =
    run.refusalProblem(operation, exchange, 403) ?? (changed ? 'refused, yet the data changed' : undefined)
  run.record(operation, check, problem ? 'fail' : 'pass', problem, exchange)
}
