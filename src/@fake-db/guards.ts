import type { AxiosRequestConfig } from 'axios'
import { mockOptions } from './options'
import { scenarioReply } from './scenarios'
import { callerOf } from './jwt/accounts'
import { fail, type Reply } from './kit/replies'
import { splitUrl, type MockRequest } from './request'

/** What comes before any handler: the simulated latency, then a scenario's answer (failing, offline, expired). */
export async function beforeHandler(config: AxiosRequestConfig): Promise<Reply<unknown> | null> {
  if (mockOptions.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, mockOptions.delayMs))
  return scenarioReply(splitUrl(config).path)
}

/** The caller's token, when the mock enforces it (the HTTP server with --enforce-auth). */
export async function refusedCaller(req: MockRequest): Promise<Reply<unknown> | null> {
  if (!mockOptions.enforceAuth || req.url.startsWith('/jwt/')) return null
  const caller = await callerOf(req.headers)
  if (caller !== null && caller !== 'invalid') return null
  return fail(401, { error: 'Unauthorized', code: 'unauthorized' })
}
