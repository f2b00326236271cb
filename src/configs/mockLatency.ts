import { env } from './env'

/** "Simulate network latency": whether the mock API waits before answering, so loading states can
 *  be seen. A setting outside the store because main.tsx (which owns the mock) reads it before the
 *  store exists; the customizer changes it live. Remembered in localStorage. */

const storageKey = 'simulateLatency'
/** The delay the switch turns on when the build's own default is 0. */
const demoDelayMs = 250

type Listener = () => void
const listeners = new Set<Listener>()

function stored(): boolean | null {
  try {
    const value = globalThis.localStorage?.getItem(storageKey)
    return value === 'true' ? true : value === 'false' ? false : null
  } catch {
    return null // storage disabled: the build's default applies
  }
}

let simulated = stored() ?? env.mockDelayMs > 0

export function isLatencySimulated(): boolean {
  return simulated
}

/** Milliseconds the mock waits per answer under the current setting. */
export function mockDelayMs(): number {
  return simulated ? env.mockDelayMs || demoDelayMs : 0
}

export function setLatencySimulated(on: boolean): void {
  simulated = on
  try {
    globalThis.localStorage?.setItem(storageKey, String(on))
  } catch {
    // not remembered; still applies until reload
  }
  listeners.forEach((listener) => listener())
}

/** Calls `listener` on every change; returns the unsubscribe (useSyncExternalStore's shape). */
export function subscribeLatency(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
