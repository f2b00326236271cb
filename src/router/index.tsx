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
 * own imports) into one: everything is requested together, and the router's own calls later find
 * the same modules already loading (an import() of a module in flight reuses its promise).
 */
export function preloadRoute(pathname: string, routes: AppRoute[] = appRoutes): PreloadedRoute {
  const byObject = new Map<RouteObject, AppRoute>(routes.map((route) => [{ path: route.path }, route]))
  const match = matchRoutes([...byObject.keys()], pathname)?.[0]
  const route = (match && byObject.get(match.route)) ?? notFound
  const swallow = () => undefined // a failed preload is retried (and reported) by the router itself
  const namespaces = namespacesOf(route)
  const framed = !isBlank(route)
  const code = Promise.all([route.load(), namespaces.length > 0 && i18n.loadNamespaces(namespaces), framed && loadAppLayout()])
  return { code: code.catch(swallow), framed }
}

export interface PreloadedRoute {
  /** Settles when the route's code (screen, namespace, frame) has loaded or failed to. */
  code: Promise<unknown>
  /** The page sits in the app frame: a signed-in page, which asks the server for data as it mounts. */
  framed: boolean
}

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: route.meta ?? {},
    errorElement: <RouteError />,
    lazy: async () => {
      try {
        const namespaces = namespacesOf(route)
        const [{ default: Screen }] = await Promise.all([route.load(), namespaces.length > 0 && i18n.loadNamespaces(namespaces)])
        return {
          Component: () => (
            <RouteGuard meta={route.meta ?? {}}>
              <Screen />
            </RouteGuard>
          )
        }
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

export function buildRouteTree(routes: AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        { element: <BlankLayoutRoute />, children: [...routes.filter(isBlank), notFound].map(toRouteObject) },
        {
          // The frame (menus, navbar, customizer) loads only for framed pages, not for sign-in.
          lazy: async () => ({ Component: (await loadAppLayout()).AppLayout }),
          children: routes.filter((route) => !isBlank(route)).map(toRouteObject)
        }
      ]
    }
  ]
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteTree())
}
