import { useSyncExternalStore } from 'react'

/** Other parts of the shell (the command palette) ask the customizer to open without owning its state. */
let requests = 0
const listeners = new Set<() => void>()

export function openCustomizer() {
  requests += 1
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Counts the requests so far: a change means "open now". */
export function useCustomizerRequests(): number {
  return useSyncExternalStore(subscribe, () => requests)
}
