import { z } from 'zod/mini'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RouteDef } from './route'

import type * as StepsModule from './steps'
import type * as RouteModule from './route'
import { settled } from '@tests/settled'

let steps: typeof StepsModule
let get: (typeof RouteModule)['get']
let registerRoutes: (typeof RouteModule)['registerRoutes']
let call: (url: string) => Promise<{ status: number; data: unknown }>

beforeEach(async () => {
  vi.resetModules()
  const { mock } = await import('./mock')
  ;({ get, registerRoutes } = await import('./route'))
  steps = await import('./steps')
  call = async (url) => {
    const { status, data } = await mock.axiosInstance.get(url, { validateStatus: () => true })
    return { status, data }
  }
})

const list =
  (...paths: string[]) =>
  () =>
    Promise.resolve(
      paths.map((path) => get(path, () => [200, path], { answer: z.unknown(), permission: 'public' }))
    )

/** A list that loads when the test says so. */
function later() {
  let release!: (defs: RouteDef[]) => void
  const defs = new Promise<RouteDef[]>((resolve) => (release = resolve))
  return { load: () => defs, release }
}

describe('areas registered in two steps', () => {
  it("answers the page's own calls first; the rest load once those are answered and the browser is idle", async () => {
    const rest = vi.fn(list('/t/other'))
    let idle!: () => void
    steps.registerInSteps([list('/t/own')], [rest], () => new Promise<void>((resolve) => (idle = resolve)))

    expect(await call('/t/own')).toEqual({ status: 200, data: '/t/own' })
    expect(await settled(steps.everyRouteRegistered())).toBe(false)
    expect(rest).not.toHaveBeenCalled()
    idle()
    await steps.everyRouteRegistered()
    expect(await call('/t/other')).toEqual({ status: 200, data: '/t/other' })
  })

  it('loads the rest at once when a call needs one of them, without waiting for the browser to be idle', async () => {
    steps.registerInSteps([list('/t/own')], [list('/t/other')], () => new Promise(() => {}))
    expect(await call('/t/other')).toEqual({ status: 200, data: '/t/other' })
  })

  it('answers a call that needs every area (sign-in) made while the first step still loads', async () => {
    const own = later()
    const needsEveryArea = get('/t/every', async () => [200, await steps.everyRouteNow().then(() => 'all')], {
      answer: z.unknown(),
      permission: 'public'
    })
    registerRoutes([needsEveryArea])
    steps.registerInSteps([own.load], [list('/t/other')], () => new Promise(() => {}))
    const answer = call('/t/every')
    own.release([])
    expect(await answer).toEqual({ status: 200, data: 'all' })
    expect(await call('/t/other')).toEqual({ status: 200, data: '/t/other' })
  })

  it('holds a call no list claims until all have loaded, and a list that fails to load holds nothing', async () => {
    const slow = later()
    steps.registerInSteps([slow.load], [() => Promise.reject(new Error('chunk failed'))])
    const routed = steps.whenRouted({ url: '/t/nowhere' })
    expect(await settled(routed)).toBe(false)
    slow.release([])
    await routed
    expect(await settled(steps.everyRouteRegistered())).toBe(true)
  })
})
