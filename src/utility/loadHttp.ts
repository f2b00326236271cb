import { whenRequestsMayStart } from './httpSession'

/** The HTTP client loads with the first request instead of weighing on the entry chunk. */
export async function loadHttp() {
  const [module] = await Promise.all([import('./http'), whenRequestsMayStart()])
  return module.http
}
