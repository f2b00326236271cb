/** Code that runs at start-up (the store, the auth thunks) reaches axios through these, so the
 *  HTTP client loads with the first request instead of weighing on the entry chunk. */

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

/** The client, once requests may start: what the gate waits for may replace the instance's adapter
 *  (the mock API does), and axios picks the adapter when a request is made, not when it leaves. */
export async function loadHttp() {
  const [module] = await Promise.all([import('./http'), gate()])
  return module.http
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
  if (typeof caught !== 'object' || caught === null || !('isAxiosError' in caught) || caught.isAxiosError !== true) return null
  const response = (caught as { response?: { status?: number; data?: unknown } }).response
  return { status: response?.status ?? 0, data: response?.data }
}
