import { describe, expect, it, vi } from 'vitest'
import i18n from '@/configs/i18n'
import { buildRouteTree, preloadRoute } from './index'
import type { AppRoute } from './types'

const screen = { default: () => null }

function table() {
  const route = (path: string, layout?: 'blank'): AppRoute => ({
    path,
    load: vi.fn(async () => screen),
    meta: layout ? { layout } : {}
  })
  return [route('/login', 'blank'), route('/apps/thing/list'), route('/apps/thing/view/:id')]
}

describe('preloadRoute', () => {
  it('loads the screen of the route the URL matches, and only that one', async () => {
    const routes = table()
    const preloaded = preloadRoute('/apps/thing/view/7', routes)
    await preloaded.code
    expect(routes[2]!.load).toHaveBeenCalledTimes(1)
    expect(routes[0]!.load).not.toHaveBeenCalled()
    expect(routes[1]!.load).not.toHaveBeenCalled()
    expect(preloaded.framed).toBe(true)
  })

  it('says a blank page is not framed', () => {
    const routes = table()
    expect(preloadRoute('/login', routes).framed).toBe(false)
    expect(routes[0]!.load).toHaveBeenCalledTimes(1)
  })

  it('loads the namespaces of the title and those the route says its screen uses', async () => {
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue()
    const routes: AppRoute[] = [
      {
        path: '/board',
        load: async () => screen,
        meta: { layout: 'blank', title: 'dashboard:titles.board', namespaces: ['cards'] }
      }
    ]
    await preloadRoute('/board', routes).code
    expect(loadNamespaces).toHaveBeenCalledWith(['dashboard', 'cards'])
    loadNamespaces.mockRestore()
  })

  it('never rejects: a failed preload is left to the router', async () => {
    const routes: AppRoute[] = [
      { path: '/broken', load: () => Promise.reject(new Error('offline')), meta: { layout: 'blank' } }
    ]
    const preloaded = preloadRoute('/broken', routes)
    await expect(preloaded.code).resolves.toBe(false)
    expect(preloaded.loaded).toBeNull()
  })

  it('gives the router the preloaded screen and frame, so the first render needs no lazy loading', async () => {
    const routes = table()
    const preloaded = preloadRoute('/apps/thing/list', routes)
    expect(preloaded.route).toBe(routes[1])
    const framed = buildRouteTree(routes, preloaded)[0]!.children![1]!
    expect(framed.Component).toBeTypeOf('function')
    expect(framed.lazy).toBeUndefined()
    const [list, view] = framed.children!
    expect(list!.Component).toBeTypeOf('function')
    expect(list!.lazy).toBeUndefined()
    expect(view!.lazy).toBeTypeOf('function')
    await expect(preloaded.code).resolves.toBe(true)
    expect(preloaded.loaded?.Screen).toBe(screen.default)
    expect(preloaded.loaded?.AppLayout).toBeTypeOf('function')
  })

  it('leaves every route lazy when nothing was preloaded', () => {
    const framed = buildRouteTree(table(), null)[0]!.children![1]!
    expect(framed.lazy).toBeTypeOf('function')
    expect(framed.children!.every((route) => route.lazy && !route.Component)).toBe(true)
  })
})
