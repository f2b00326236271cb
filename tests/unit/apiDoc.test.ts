import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mock } from '@fake-db'
import { eachRoute } from '@fake-db/route'

interface AdapterHandler {
  method?: string
  url?: unknown
  passThrough?: boolean
}

const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8')

const documented = [...doc.matchAll(/^#### `(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`$/gm)].map(
  ([, method = '', path = '']) => ({ method: method.toLowerCase(), path })
)

// The adapter's handler list is not in its typings; every route of src/@fake-db/route.ts lands there.
const registered = (mock as unknown as { handlers: AdapterHandler[] }).handlers.filter(
  (handler) => handler.method !== undefined && !handler.passThrough
)

// route.ts hands the adapter a RegExp for every path, `:name` segments included.
function answers(url: unknown, path: string): boolean {
  const sample = path.replace(/\{[^}]+\}/g, '1')
  return url instanceof RegExp && new RegExp(url.source, url.flags.replace('g', '')).test(sample)
}

let routeCount = 0
eachRoute(() => routeCount++)

const describeHandler = ({ method = '', url }: AdapterHandler) => `${method.toUpperCase()} ${String(url)}`

describe('docs/api.md', () => {
  it('reads the mock routes and the documented calls', () => {
    expect(routeCount).toBeGreaterThan(0)
    expect(registered).toHaveLength(routeCount)
    expect(documented).toHaveLength(routeCount)
  })

  it('documents every route the mock registers', () => {
    const missing = registered.filter(
      (handler) =>
        !documented.some(({ method, path }) => method === handler.method && answers(handler.url, path))
    )
    expect(missing.map(describeHandler)).toEqual([])
  })

  it('documents no call the mock does not answer', () => {
    const unanswered = documented.filter(
      ({ method, path }) =>
        !registered.some((handler) => handler.method === method && answers(handler.url, path))
    )
    expect(unanswered.map(({ method, path }) => `${method.toUpperCase()} ${path}`)).toEqual([])
  })
})
