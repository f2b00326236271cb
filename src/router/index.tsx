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

/** The i18n namespaces of a route: the one its title names (`'invoice:titles.list'` -> `invoice`) and
 *  those its meta lists, loaded together with the screen's chunk so that neither the title nor the
 *  screen ever shows a raw key, and the screen does not suspend once more for a namespace. */
function namespacesOf(route: AppRoute): string[] {
  const title = route.meta?.title ?? ''
  return [
    ...(title.includes(':') ? [title.slice(0, title.indexOf(':'))] : []),
    ...(route.meta?.namespaces ?? [])
  ]
}

/** The frame of every page that is not blank (menus, navbar): its own chunk. */
const loadAppLayout = () => import('@/layouts/AppLayout')

const isBlank = (route: AppRoute) => route.meta?.layout === 'blank'

/**
 * Starts loading what the route at `pathname` renders (its screen, its title's namespace, the frame
 * if it has one) before React and the router get there. Called at boot, it turns the rounds of
 * imports before the first paint (entry, then i18n, then the router's lazy route, then the route's
 * own imports) into one: everything is requested together. The router is built from it meanwhile
 * (`createAppRouter`) with that route's code used as it is, so the first render draws the page at
 * once instead of starting the router's lazy loading in a transition.
 */
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
  /** The route the URL matched (the not-found page if none). */
  route: AppRoute
  /** The page sits in the app frame: a signed-in page, which asks the server for data as it mounts. */
  framed: boolean
  /** Settles once the code (screen, namespaces, frame) is in: true, or false if it failed to load. */
  code: Promise<boolean>
  /** The code, once in. */
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

/** A component drawn from the preloaded code: the router is built before that code is in, and
 *  React renders only once it is (main.tsx). */
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
        // A rejected lazy() does not reliably reach the route's errorElement on first load;
        // rethrowing while rendering always does, and RouteError then offers a reload.
        return {
          Component: () => {
            throw error
          }
        }
      }
    }
  }
}

/** The app's routes; `preloaded` is the page the visit starts on, whose code is used as it is. */
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

/** The app's router, built once at boot around the preloaded first page (see preloadRoute). */
export function createAppRouter(preloaded: PreloadedRoute | null = null) {
  return createBrowserRouter(buildRouteTree(appRoutes, preloaded))
}
