import { env } from './env'

/** Outside the store because src/mockBoot.ts reads it before the store exists; remembered in localStorage. */

const storageKey = 'simulateLatency'
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

export function subscribeLatency(listener: Listener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
