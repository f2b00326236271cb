import { describe, expect, it, vi } from 'vitest'
import { api } from './api'

const apiModules = import.meta.glob(['/src/views/**/api.ts', '/src/@core/**/api.ts'])

type Inject = typeof api.injectEndpoints

// The one api keeps the first endpoint of a name: a second app using it would read the first's data.
describe('endpoint names across every app', () => {
  it('are each declared once', async () => {
    const declared: string[] = []
    const inject: Inject = api.injectEndpoints.bind(api)
    vi.spyOn(api, 'injectEndpoints').mockImplementation(((options) =>
      inject({
        ...options,
        endpoints: (build) => {
          const endpoints = options.endpoints(build)
          declared.push(...Object.keys(endpoints))
          return endpoints
        }
      })) as Inject)

    for (const load of Object.values(apiModules)) await load()

    expect(Object.keys(apiModules).length).toBeGreaterThanOrEqual(11)
    expect(declared.filter((name, index) => declared.indexOf(name) !== index)).toEqual([])
  })
})
