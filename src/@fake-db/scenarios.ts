import { mockOptions } from './options'
import { fail, type Reply } from './kit/replies'

/** The app a call belongs to: its first path segment after /api or /apps. */
export function routeFamily(path: string): string {
  const segments = path.split(/[/?]/).filter(Boolean)
  const skip = segments[0] === 'api' || segments[0] === 'apps' ? 1 : 0
  return segments[skip] ?? ''
}

/** The status 0 marks a call the network never delivered; the adapter turns it into a network error. */
export const networkDown: Reply<never> = [0, { error: 'Network Error', code: 'server' }]

const onPurpose = { error: 'Failed on purpose (demo scenario)', code: 'server' } as const

let calls = 0
let expiryAnswered: () => void = () => {}

/** Called when the expired-session scenario has answered its one 401. */
export function onExpiryAnswered(listener: () => void): void {
  expiryAnswered = listener
}

function failsByShare(): boolean {
  calls++
  return Math.floor(calls * mockOptions.failShare) > Math.floor((calls - 1) * mockOptions.failShare)
}

/**
 * The answer a scenario gives in place of the handler's, if any. Sign-in calls (/jwt) fail only when their own family
 * is chosen, so no remembered scenario can lock the user out.
 */
export function scenarioReply(path: string): Reply<never> | null {
  const family = routeFamily(path)
  if (mockOptions.failFamily && family === mockOptions.failFamily) return fail(500, onPurpose)
  if (family === 'jwt') return null
  if (mockOptions.offline) return networkDown
  if (mockOptions.expireNext) {
    mockOptions.expireNext = false
    expiryAnswered()
    return fail(401, { error: 'Unauthorized', code: 'unauthorized' })
  }
  return mockOptions.failShare > 0 && failsByShare() ? fail(500, onPurpose) : null
}
