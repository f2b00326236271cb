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

export type Caller = Awaited<ReturnType<typeof callerOf>>

/** Who sent the call; a public call that cannot write needs no one, so its token is not even read. */
export function callerFor(req: MockRequest, permission: Permission, canWrite: boolean): Promise<Caller> {
  return permission === 'public' && !canWrite ? Promise.resolve(null) : callerOf(req.headers)
}

/**
 * The caller, when known: with auth enforced a call needs a good token (401), and whoever sent a good token is
 * held to the route's permission (403). A call with no token where auth is not enforced stays open.
 */
export function refusedCaller(caller: Caller, permission: Permission): Reply<unknown> | null {
  if (permission === 'public') return null
  if (caller === null || caller === 'invalid') {
    return mockOptions.enforceAuth ? fail(401, { error: 'Unauthorized', code: 'unauthorized' }) : null
  }
  if (rulesAllow(caller.user.ability, permission)) return null
  return fail(403, { error: `Forbidden: this call needs ${permissionText(permission)}`, code: 'forbidden' })
}
