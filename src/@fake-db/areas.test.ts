import { describe, expect, it, vi } from 'vitest'
import { allHandlers } from './allHandlers'
import { areaHandlerLoaders, areaHandlersFor, areaSeedsFor } from './areas'
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

describe('the areas that serve a page', () => {
  const handlerFiles = import.meta.glob<readonly RouteDef[]>(
    ['./apps/*/handlers.ts', './pages/*/handlers.ts', './views/handlers.ts'],
    { import: 'handlers' }
  )
  const pageFiles = import.meta.glob<readonly string[]>(
    ['./apps/*/pages.ts', './pages/*/pages.ts', './views/pages.ts'],
    { import: 'pages', eager: true }
  )
  const firstStep = async (pagePath: string) =>
    (await Promise.all(areaHandlersFor(pagePath)[0].map((load) => load()))).flat().map((def) => def.path)

  it('loads first the areas a page names and those whose pages.ts lists it, under any base path', async () => {
    for (const [file, load] of Object.entries(handlerFiles)) {
      const area = file.split('/').at(-2)!
      const listed = pageFiles[file.replace(/handlers\.ts$/, 'pages.ts')] ?? []
      const [route] = await load()
      for (const page of [`/apps/${area}/list`, `/pages/${area}`, ...listed]) {
        for (const base of ['', '/admin']) expect(await firstStep(`${base}${page}`)).toContain(route!.path)
      }
    }
  })

  it('loads every other area second, each once', () => {
    const [first, rest] = areaHandlersFor('/nowhere')
    const everywhere = Object.values(pageFiles).filter((pages) => pages.includes('/'))
    expect(first).toHaveLength(everywhere.length)
    expect(first.length + rest.length).toBe(areaHandlerLoaders.length)
  })

  it('starts the seed data of the areas that serve a page, and of no other', async () => {
    const seeds = await Promise.all(areaSeedsFor('/admin/apps/invoice/list').map((load) => load()))
    expect(seeds.some((seed) => typeof seed === 'object' && seed !== null && 'createInvoices' in seed)).toBe(
      true
    )
    expect(seeds.some((seed) => typeof seed === 'object' && seed !== null && 'createUsers' in seed)).toBe(
      false
    )
  })
})
