/** Its own module so http.ts and loadHttp.ts form no import loop, and the entry chunk can use it without axios. */

let gate: () => Promise<unknown> = () => Promise.resolve()

/** Called by the first request, so a page that requests nothing never pays for what the gate loads. */
export function holdRequestsUntil(ready: () => Promise<unknown>): void {
  let started: Promise<unknown> | null = null
  gate = () => (started ??= ready().catch(() => undefined))
}

export function whenRequestsMayStart(): Promise<unknown> {
  return gate()
}

let inFlight = 0
const settledWaiters = new Set<() => void>()

/** Counts a request while it runs, for `whenRequestsSettled`. */
export async function tracked<T>(request: Promise<T>): Promise<T> {
  inFlight += 1
  try {
    return await request
  } finally {
    inFlight -= 1
    if (inFlight === 0) {
      settledWaiters.forEach((resume) => resume())
      settledWaiters.clear()
    }
  }
}

/** Resolves once no request is running, or after `maxMs` (a poll or a stream may never end). */
export function whenRequestsSettled(maxMs = 3000): Promise<void> {
  if (inFlight === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(done, maxMs)
    function done() {
      clearTimeout(timer)
      settledWaiters.delete(done)
      resolve()
    }
    settledWaiters.add(done)
  })
}

let sessionExpiredHandler: (() => void) | null = null

export function setSessionExpiredHandler(handler: (() => void) | null): void {
  sessionExpiredHandler = handler
}

export function notifySessionExpired(): void {
  sessionExpiredHandler?.()
}

/** Read without importing axios. */
export function failedResponse(caught: unknown): { status: number; data: unknown } | null {
  if (
    typeof caught !== 'object' ||
    caught === null ||
    !('isAxiosError' in caught) ||
    caught.isAxiosError !== true
  )
    return null
  const response = (caught as { response?: { status?: number; data?: unknown } }).response
  return { status: response?.status ?? 0, data: response?.data }
}
