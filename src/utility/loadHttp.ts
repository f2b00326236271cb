/** Code that runs at start-up (the store, the auth thunks) reaches axios through this, so the
 *  HTTP client loads with the first request instead of weighing on the entry chunk. */
export async function loadHttp() {
  return (await import('./http')).http
}
