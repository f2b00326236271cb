import type { AxiosRequestConfig } from 'axios'
import { mockOptions } from './options'
import { scenarioReply } from './scenarios'
import { callerOf } from './jwt/accounts'
import { fail, type Reply } from './kit/replies'
import { permissionText, rulesAllow, type Permission } from './permission'
import { splitUrl, type MockRequest } from './request'

/** What comes before any handler: the simulated latency, then a scenario's answer (failing, offline, expired). */
export async function beforeHandler(config: AxiosRequestConfig): Promise<Reply<unknown> | null> {
  if (mockOptions.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, mockOptions.delayMs))
  return scenarioReply(splitUrl(config).path)
}

/**
 * The caller, when known: with auth enforced a call needs a good token (401), and whoever sent a good token is
 * held to the route's permission (403). A call with no token where auth is not enforced stays open.
 */
export async function refusedCaller(
  req: MockRequest,
  permission: Permission
): Promise<Reply<unknown> | null> {
  if (permission === 'public') return null
  const caller = await callerOf(req.headers)
  if (caller === null || caller === 'invalid') {
    return mockOptions.enforceAuth ? fail(401, { error: 'Unauthorized', code: 'unauthorized' }) : null
  }
  if (rulesAllow(caller.user.ability, permission)) return null
  return fail(403, { error: `Forbidden: this call needs ${permissionText(permission)}`, code: 'forbidden' })
}
