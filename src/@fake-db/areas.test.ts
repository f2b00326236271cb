import { expect, it, vi } from 'vitest'
import { allHandlers } from './allHandlers'
import { areaHandlerLoaders } from './areas'
import { handlers as signIn } from './jwt/handlers'
import type { RouteDef } from './route'

const calls = (defs: readonly RouteDef[]) => defs.map(({ method, path }) => `${method} ${path}`).sort()

it('loads the same areas in the app as allHandlers.ts names for the server and the docs', async () => {
  const loaded = (await Promise.all(areaHandlerLoaders.map((load) => load()))).flat()
  expect(calls([...signIn, ...loaded])).toEqual(calls(allHandlers))
})

it('answers a call in the app as soon as it is made, its area loading behind it', async () => {
  vi.resetModules()
  const browser = await import('./browser')
  const { status } = await browser.mock.axiosInstance.get('/api/select/data')
  expect(status).toBe(200)
  await browser.everyRouteRegistered()
  expect(browser.routeFamilies()).toEqual(expect.arrayContaining(['invoice', 'users']))
})
