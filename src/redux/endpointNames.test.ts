import { readdirSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { api, overrideExisting } from './api'

const apiModules = import.meta.glob([
  '/src/views/**/api.ts',
  '/src/widgets/**/api.ts',
  '/src/@core/**/api.ts'
])

// What the glob should find, read from the disk: every area's api.ts, the widgets' and the engine's.
const apiFiles = ['src/views', 'src/widgets', 'src/@core'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /(^|\/)api\.ts$/.test(file))
)

type Inject = typeof api.injectEndpoints

// The one api keeps the first endpoint of a name: a second app using it would read the first's data.
describe('endpoints across every app', () => {
  it('are each declared once, each with the schema of its answer', async () => {
    const declared: string[] = []
    const unchecked: string[] = []
    const inject: Inject = api.injectEndpoints.bind(api)
    vi.spyOn(api, 'injectEndpoints').mockImplementation(((options) =>
      inject({
        ...options,
        endpoints: (build) => {
          const endpoints = options.endpoints(build)
          declared.push(...Object.keys(endpoints))
          for (const [name, definition] of Object.entries(endpoints))
            if (!('rawResponseSchema' in definition)) unchecked.push(name)
          return endpoints
        }
      })) as Inject)

    for (const load of Object.values(apiModules)) await load()

    expect(Object.keys(apiModules)).toHaveLength(apiFiles.length)
    expect(apiFiles.length).toBeGreaterThan(0)
    expect(declared.filter((name, index) => declared.indexOf(name) !== index)).toEqual([])
    // Every query's and mutation's answer is checked by its contract's schema (answeredBy).
    expect(unchecked).toEqual([])
    expect(declared.length).toBeGreaterThan(0)
  })
})

describe('a second endpoint of a name', () => {
  it('is refused when injected', () => {
    const inject = () =>
      api.injectEndpoints({
        overrideExisting,
        endpoints: (build) => ({
          getClashProbe: build.query<null, void>({ queryFn: () => ({ data: null }) })
        })
      })
    inject()
    expect(inject).toThrow(/already-existing endpointName getClashProbe/)
  })
})
