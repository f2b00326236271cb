import type { RouteDef } from './route'
import type { ListLoader } from './steps'

// Every area's handler list but sign-in's, a chunk each that the mock registers as it loads (allHandlers.ts names
// the same lists for the HTTP server and the docs).
const lists = import.meta.glob<readonly RouteDef[]>(
  ['./apps/*/handlers.ts', './pages/*/handlers.ts', './views/handlers.ts'],
  { import: 'handlers' }
)

const areaOf = (file: string) => file.split('/').at(-2) ?? ''

export const areaHandlerLoaders = Object.values(lists)

/** The lists of the areas a page's path names (`/apps/invoice/list`: invoice) with the saved views every list
 * asks for, then every other area's. */
export function areaHandlersFor(pagePath: string): [ListLoader[], ListLoader[]] {
  const named = new Set([...pagePath.split('/'), 'views'])
  const files = Object.keys(lists)
  const own = files.filter((file) => named.has(areaOf(file)))
  return [
    own.map((file) => lists[file]),
    files.filter((file) => !own.includes(file)).map((file) => lists[file])
  ]
}
