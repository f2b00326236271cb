import type { ComponentType } from 'react'
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom'
import i18n from '@/configs/i18n'
import { BlankLayoutRoute } from '@/layouts/BlankLayoutRoute'
import { RootShell } from '@/layouts/RootShell'
import { PageSpinner } from '@/layouts/PageSpinner'
import { RouteError } from './RouteError'
import { RouteGuard } from './RouteGuard'
import { apps } from '@/views/apps'
import { authRoutes } from './routes/auth'
import { miscRoutes } from './routes/misc'
import { pageLayoutRoutes } from './routes/pageLayouts'
import type { AppRoute } from './types'

export const appRoutes: AppRoute[] = [...apps.flatMap((app) => app.routes), ...authRoutes, ...miscRoutes, ...pageLayoutRoutes]

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
  return [...(title.includes(':') ? [title.slice(0, title.indexOf(':'))] : []), ...(route.meta?.namespaces ?? [])]
}

/** The frame of every page that is not blank (menus, navbar): its own chunk. */
const loadAppLayout = () => import('@/layouts/AppLayout')

const isBlank = (route: AppRoute) => route.meta?.layout === 'blank'

/**
 * Starts loading what the route at `pathname` renders (its screen, its title's namespace, the frame
 * if it has one) before React and the router get there. Called at boot, it turns the rounds of
 * imports before the first paint (entry, then i18n, then the router's lazy route, then the route's
 * own imports) into one: everything is requested together. The router is then built with that code
 * in place (`createAppRouter`), so the first render draws the page at once instead of starting the
 * router's lazy loading in a transition.
 */
export function preloadRoute(pathname: string, routes: AppRoute[] = appRoutes): PreloadedRoute {
  const byObject = new Map<RouteObject, AppRoute>(routes.map((route) => [{ path: route.path }, route]))
  const match = matchRoutes([...byObject.keys()], pathname)?.[0]
  const route = (match && byObject.get(match.route)) ?? notFound
  const namespaces = namespacesOf(route)
  const framed = !isBlank(route)
  const code = Promise.all([route.load(), namespaces.length > 0 && i18n.loadNamespaces(namespaces), framed && loadAppLayout()]).then(
    ([{ default: Screen }, , layout]): LoadedRoute => ({ route, Screen, AppLayout: layout ? layout.AppLayout : null }),
    // A failed preload is left to the router: its lazy loading tries again and reports the failure.
    () => null
  )
  return { code, framed }
}

/** The code of the page a visit starts on, loaded. */
export interface LoadedRoute {
  route: AppRoute
  Screen: ComponentType
  /** The frame, for a framed page. */
  AppLayout: ComponentType | null
}

export interface PreloadedRoute {
  /** The route's code (screen, namespaces, frame), or null when it could not be loaded. */
  code: Promise<LoadedRoute | null>
  /** The page sits in the app frame: a signed-in page, which asks the server for data as it mounts. */
  framed: boolean
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

function toRouteObject(route: AppRoute, loaded: LoadedRoute | null): RouteObject {
  const common = { path: route.path, handle: route.meta ?? {}, errorElement: <RouteError /> }
  if (loaded?.route === route) return { ...common, Component: guarded(route, loaded.Screen) }
  return {
    ...common,
    lazy: async () => {
      try {
        const namespaces = namespacesOf(route)
        const [{ default: Screen }] = await Promise.all([route.load(), namespaces.length > 0 && i18n.loadNamespaces(namespaces)])
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

/** The app's routes; `loaded` is the code of the page the visit starts on, used as it is. */
export function buildRouteTree(routes: AppRoute[] = appRoutes, loaded: LoadedRoute | null = null): RouteObject[] {
  const AppLayout = loaded?.AppLayout
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        { element: <BlankLayoutRoute />, children: [...routes.filter(isBlank), notFound].map((route) => toRouteObject(route, loaded)) },
        {
          // The frame (menus, navbar, customizer) loads only for framed pages, not for sign-in.
          ...(AppLayout ? { Component: AppLayout } : { lazy: async () => ({ Component: (await loadAppLayout()).AppLayout }) }),
          children: routes.filter((route) => !isBlank(route)).map((route) => toRouteObject(route, loaded))
        }
      ]
    }
  ]
}

/** The app's router, built once at boot with the first page's code in place (see preloadRoute). */
export function createAppRouter(loaded: LoadedRoute | null = null) {
  return createBrowserRouter(buildRouteTree(appRoutes, loaded))
}
