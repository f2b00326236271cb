import { whenRequestsMayStart } from './httpSession'

/** Code that runs at start-up (the store, the auth thunks) reaches axios through this, so the
 *  HTTP client loads with the first request instead of weighing on the entry chunk. It resolves
 *  once requests may start: what the gate waits for may replace the instance's adapter (the mock
 *  API does), and axios picks the adapter when a request is made, not when it leaves. */
export async function loadHttp() {
  const [module] = await Promise.all([import('./http'), whenRequestsMayStart()])
  return module.http
}
