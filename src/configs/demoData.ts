/** "Keep demo changes", remembered in localStorage; mockBoot.ts hands it to the mock, which keeps the data itself. */
import type { ActivityEntry } from '@/utility/activity.contract'

const storageKey = 'keepDemoChanges'
/** Each hears whether the switch was made in another tab. */
const listeners = new Set<(elsewhere: boolean) => void>()

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
  listeners.forEach((listener) => listener(false))
}

export function subscribeKeeping(listener: (elsewhere: boolean) => void): () => void {
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

let recordsLimit = 0

/** The most records a kept store may hold (the mock sets it); 0 until the mock has loaded. */
export function keptRecordsLimit(): number {
  return recordsLimit
}

export function setKeptRecordsLimit(limit: number): void {
  recordsLimit = limit
  listeners.forEach((listener) => listener(false))
}

/** Another tab's logged writes (or the HTTP server's changes), or null when every store may have changed (a reset). */
type ChangedListener = (changes: readonly Pick<ActivityEntry, 'app'>[] | null) => void
const changedListeners = new Set<ChangedListener>()

/** Another tab changed or reset the demo data: the screens load it again. */
export function demoDataChangedElsewhere(changes: readonly Pick<ActivityEntry, 'app'>[] | null): void {
  changedListeners.forEach((listener) => listener(changes))
}

export function subscribeDemoDataChanged(listener: ChangedListener): () => void {
  changedListeners.add(listener)
  return () => void changedListeners.delete(listener)
}

// Another tab switched keeping on or off: this one follows, so it neither keeps nor undoes what that tab chose.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== storageKey && event.key !== null) return
  const next = stored()
  if (next === keeping) return
  keeping = next
  listeners.forEach((listener) => listener(true))
})
