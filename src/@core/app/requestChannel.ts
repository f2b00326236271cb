import { useSyncExternalStore } from 'react'

/** A way for one part of the shell to ask another to open something (a panel, a sheet) without owning its state. */
export function requestChannel() {
  let requests = 0
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  return {
    request() {
      requests += 1
      listeners.forEach((listener) => listener())
    },
    /** Counts the requests so far: a change means "open now". */
    useRequests: (): number => useSyncExternalStore(subscribe, () => requests)
  }
}
