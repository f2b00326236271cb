import type { RouteDef } from './route'
import type { ListLoader } from './steps'

// Every area's handler list but sign-in's, a chunk each that the mock registers as it loads (allHandlers.ts names
// the same lists for the HTTP server and the docs).
const lists = import.meta.glob<readonly RouteDef[]>(
  ['./apps/*/handlers.ts', './pages/*/handlers.ts', './views/handlers.ts'],
  { import: 'handlers' }
)

// The pages an area serves besides those its folder names, from its optional pages.ts (a few strings, loaded with
// the mock).
const pageLists = import.meta.glob<readonly string[]>(
  ['./apps/*/pages.ts', './pages/*/pages.ts', './views/pages.ts'],
  { import: 'pages', eager: true }
)

// An area's seed data, the chunk its store imports on the first call (one data.ts per area that has one).
const seeds = import.meta.glob(['./apps/*/data.ts', './pages/*/data.ts', './views/data.ts'])

const areaOf = (file: string) => file.split('/').at(-2) ?? ''
/** A path ending in one slash, so that `/apps/permissions-x/` does not hold `/apps/permissions/`. */
const asFolder = (path: string) => `${path.replace(/\/$/, '')}/`

/** Whether an area serves a page: the page's path names its folder (`/apps/invoice/list`: invoice), or holds one
 * of the paths its pages.ts lists (the app may be served under a base path). */
function serves(file: string, pagePath: string): boolean {
  const page = asFolder(pagePath)
  const listed = pageLists[file.replace(/handlers\.ts$/, 'pages.ts')] ?? []
  return page.split('/').includes(areaOf(file)) || listed.some((path) => page.includes(asFolder(path)))
}

export const areaHandlerLoaders = Object.values(lists)

/** The lists of the areas that serve a page, then every other area's. */
export function areaHandlersFor(pagePath: string): [ListLoader[], ListLoader[]] {
  const files = Object.keys(lists)
  const own = files.filter((file) => serves(file, pagePath))
  return [
    own.map((file) => lists[file]),
    files.filter((file) => !own.includes(file)).map((file) => lists[file])
  ]
}

/** The seed-data imports of the areas that serve a page: started beside their handlers, the first call does not
 * wait for one after the other. */
export function areaSeedsFor(pagePath: string): (() => Promise<unknown>)[] {
  return Object.keys(seeds)
    .filter((file) => serves(file.replace(/data\.ts$/, 'handlers.ts'), pagePath))
    .map((file) => seeds[file]!)
}
