import { expect, it, vi } from 'vitest'
import { allHandlers } from './allHandlers'
import { areaHandlerLoaders } from './areas'
import { handlers as signIn } from './jwt/handlers'
import type { RouteDef } from './route'

const calls = (defs: readonly Pick<RouteDef, 'method' | 'path'>[]) =>
  defs.map(({ method, path }) => `${method} ${path}`).sort()

it('loads the same areas in the app as allHandlers.ts names for the server and the docs', async () => {
  const loaded = (await Promise.all(areaHandlerLoaders.map((load) => load()))).flat()
  expect(calls([...signIn, ...loaded])).toEqual(calls(allHandlers))
})

it('answers a call as soon as it is made, its area loading behind it, then registers every area', async () => {
  vi.resetModules()
  const browser = await import('./browser')
  const { eachRoute } = await import('./route')
  const registered: Pick<RouteDef, 'method' | 'path'>[] = []
  eachRoute((route) => registered.push(route))
  const first = allHandlers.find(
    (def) => def.method === 'get' && !signIn.includes(def) && !def.path.includes(':')
  )
  // The mock's own answer (a missing query gets a 400), not the network's: there is none here.
  const { status } = await browser.mock.axiosInstance.get(first!.path, { validateStatus: () => true })
  expect(status).toBeLessThan(500)
  await browser.everyRouteRegistered()
  expect(calls(registered)).toEqual(calls(allHandlers))
})
