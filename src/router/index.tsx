import type { ComponentType } from 'react'
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom'
import i18n from '@/configs/i18n'
import { BlankLayoutRoute } from '@/layouts/BlankLayoutRoute'
import { RootShell } from '@/layouts/RootShell'
import { PageSpinner } from '@/layouts/PageSpinner'
import { RouteError } from './RouteError'
import { RouteGuard } from './RouteGuard'
import { areas } from '@/views/areas'
import type { AppRoute } from './types'

export const appRoutes: AppRoute[] = areas.flatMap((area) => area.routes)

const notFound: AppRoute = {
  path: '*',
  load: () => import('@/views/misc/NotFound'),
  meta: { layout: 'blank', publicRoute: true, title: 'misc.error.title' }
}

/** Loaded with the screen's chunk so neither the title nor the screen ever shows a raw key. */
function namespacesOf(route: AppRoute): string[] {
  const title = route.meta?.title ?? ''
  return [
    ...(title.includes(':') ? [title.slice(0, title.indexOf(':'))] : []),
    ...(route.meta?.namespaces ?? [])
  ]
}

const loadAppLayout = () => import('@/layouts/AppLayout')

const isBlank = (route: AppRoute) => route.meta?.layout === 'blank'

/** Requests the first route's code at boot, so the first render draws the page instead of a lazy transition. */
export function preloadRoute(pathname: string, routes: AppRoute[] = appRoutes): PreloadedRoute {
  const byObject = new Map<RouteObject, AppRoute>(routes.map((route) => [{ path: route.path }, route]))
  const match = matchRoutes([...byObject.keys()], pathname)?.[0]
  const route = (match && byObject.get(match.route)) ?? notFound
  const namespaces = namespacesOf(route)
  const framed = !isBlank(route)
  const preloaded: PreloadedRoute = { route, framed, loaded: null, code: Promise.resolve(false) }
  preloaded.code = Promise.all([
    route.load(),
    namespaces.length > 0 && i18n.loadNamespaces(namespaces),
    framed && loadAppLayout()
  ]).then(
    ([{ default: Screen }, , layout]) => {
      preloaded.loaded = { Screen, AppLayout: layout ? layout.AppLayout : null }
      return true
    },
    // A failed preload is left to the router: its lazy loading tries again and reports the failure.
    () => false
  )
  return preloaded
}

export interface PreloadedRoute {
  route: AppRoute
  framed: boolean
  code: Promise<boolean>
  loaded: { Screen: ComponentType; AppLayout: ComponentType | null } | null
}

function guarded(route: AppRoute, Screen: ComponentType) {
  return function GuardedScreen() {
    return (
      <RouteGuard meta={route.meta ?? {}}>
        <Screen />
      </RouteGuard>
    )
  }
}

/** The router is built before that code is in, and React renders only once it is (main.tsx). */
function fromPreloaded(preloaded: PreloadedRoute, part: 'Screen' | 'AppLayout'): ComponentType {
  return function Preloaded() {
    const Loaded = preloaded.loaded?.[part]
    if (!Loaded) throw new Error(`The page's ${part} was rendered before its code was in`)
    return <Loaded />
  }
}

function toRouteObject(route: AppRoute, preloaded: PreloadedRoute | null): RouteObject {
  const common = { path: route.path, handle: route.meta ?? {}, errorElement: <RouteError /> }
  if (preloaded?.route === route)
    return { ...common, Component: guarded(route, fromPreloaded(preloaded, 'Screen')) }
  return {
    ...common,
    lazy: async () => {
      try {
        const namespaces = namespacesOf(route)
        const [{ default: Screen }] = await Promise.all([
          route.load(),
          namespaces.length > 0 && i18n.loadNamespaces(namespaces)
        ])
        return { Component: guarded(route, Screen) }
      } catch (error) {
        // A rejected lazy() does not reliably reach errorElement on first load; rethrowing while rendering does.
        return {
          Component: () => {
            throw error
          }
        }
      }
    }
  }
}

export function buildRouteTree(
  routes: AppRoute[] = appRoutes,
  preloaded: PreloadedRoute | null = null
): RouteObject[] {
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          element: <BlankLayoutRoute />,
          children: [...routes.filter(isBlank), notFound].map((route) => toRouteObject(route, preloaded))
        },
        {
          // The frame (menus, navbar, customizer) loads only for framed pages, not for sign-in.
          ...(preloaded?.framed
            ? { Component: fromPreloaded(preloaded, 'AppLayout') }
            : { lazy: async () => ({ Component: (await loadAppLayout()).AppLayout }) }),
          children: routes.filter((route) => !isBlank(route)).map((route) => toRouteObject(route, preloaded))
        }
      ]
    }
  ]
}

export function createAppRouter(preloaded: PreloadedRoute | null = null) {
  return createBrowserRouter(buildRouteTree(appRoutes, preloaded), { basename: import.meta.env.BASE_URL })
}
