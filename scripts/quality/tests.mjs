import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

function filesUnder(root, dir, pattern) {
  const full = path.join(root, dir)
  if (!existsSync(full)) return []
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file))
}

// A quoted URL, alone or followed by a query or a hash: '/' must not match every path.
const opens = (source, url) =>
  new RegExp(`['\`]${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['\`?#]`).test(source)

/** The test files covering a route: its area's and its mock's, and the browser specs that open it or every route. */
export function coveringTests(root) {
  const specs = filesUnder(root, 'tests/e2e', /\.spec\.ts$/).map((file) => ({
    file,
    source: readFileSync(path.join(root, file), 'utf8')
  }))
  // Specs that import the crawl's route list visit every registered route.
  const everyRoute = specs.filter((spec) => /from '\.\/routes'/.test(spec.source)).map((spec) => spec.file)
  return ({ dir, key, path: routePath, link }) =>
    [
      ...filesUnder(root, dir, /\.test\.tsx?$/),
      ...filesUnder(root, `src/@fake-db/apps/${key}`, /\.test\.tsx?$/),
      ...everyRoute,
      ...specs
        .filter((spec) => !everyRoute.includes(spec.file))
        .filter((spec) => [link, routePath].some((url) => opens(spec.source, url)))
        .map((spec) => spec.file)
    ].sort()
}
