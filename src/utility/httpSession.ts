/** What the HTTP client (http.ts) and start-up code (main.tsx, App.tsx, the store's thunks) share
 *  without either importing the other: the request gate and the session-expired handler. Its own
 *  module so http.ts and loadHttp.ts never form an import loop, and so the entry chunk can use
 *  it without loading axios. */

let gate: () => Promise<unknown> = () => Promise.resolve()

/** Requests wait for this before they leave. main.tsx holds them until the mock API is ready; the
 *  function is called by the first request (or earlier by its owner), so a page that requests
 *  nothing never waits for, nor pays for, what the gate loads. */
export function holdRequestsUntil(ready: () => Promise<unknown>): void {
  let started: Promise<unknown> | null = null
  gate = () => (started ??= ready().catch(() => undefined))
}

export function whenRequestsMayStart(): Promise<unknown> {
  return gate()
}

let sessionExpiredHandler: (() => void) | null = null

/** Registers what happens when the session cannot be renewed (the app redirects to /login). */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  sessionExpiredHandler = handler
}

export function notifySessionExpired(): void {
  sessionExpiredHandler?.()
}

/** What a failed axios call carried, read without importing axios (axios marks its errors). */
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
