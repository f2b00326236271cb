/** "Keep demo changes", remembered in localStorage; main.tsx hands it to the mock, which keeps the data itself. */

const storageKey = 'keepDemoChanges'
const listeners = new Set<() => void>()

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(storageKey) === 'true'
  } catch {
    return false
  }
}

let keeping = stored()
let reset: () => Promise<void> = () => Promise.resolve()

export function isKeepingDemoChanges(): boolean {
  return keeping
}

export function setKeepingDemoChanges(on: boolean): void {
  keeping = on
  try {
    globalThis.localStorage?.setItem(storageKey, String(on))
  } catch {
    // not remembered; still applies until reload
  }
  listeners.forEach((listener) => listener())
}

export function subscribeKeeping(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Every store back to its seed; the mock sets how. */
export function resetDemoData(): Promise<void> {
  return reset()
}

export function setDemoDataReset(action: () => Promise<void>): void {
  reset = action
}
