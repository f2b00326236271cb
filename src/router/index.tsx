import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import i18n from '@/configs/i18n'
import { BlankLayoutRoute } from '@/layouts/BlankLayoutRoute'
import { RootShell } from '@/layouts/RootShell'
import { PageSpinner } from '@/layouts/PageSpinner'
import { RouteError } from './RouteError'
import { RouteGuard } from './RouteGuard'
import { apps } from '@/views/apps'
import { authRoutes } from './routes/auth'
import { dashboardRoutes } from './routes/dashboards'
import { miscRoutes } from './routes/misc'
import { pageLayoutRoutes } from './routes/pageLayouts'
import type { AppRoute } from './types'

export const appRoutes: AppRoute[] = [...dashboardRoutes, ...apps.flatMap((app) => app.routes), ...authRoutes, ...miscRoutes, ...pageLayoutRoutes]

const notFound: AppRoute = {
  path: '*',
  load: () => import('@/views/misc/NotFound'),
  meta: { layout: 'blank', publicRoute: true, title: 'misc.error.title' }
}

/** The i18n namespace a route's title names (`'invoice:titles.list'` -> `invoice`), loaded together
 *  with the screen's chunk so neither the title nor the screen ever shows a raw key. */
function namespaceOf(route: AppRoute): string | undefined {
  const title = route.meta?.title ?? ''
  return title.includes(':') ? title.slice(0, title.indexOf(':')) : undefined
}

function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: route.meta ?? {},
    errorElement: <RouteError />,
    lazy: async () => {
      try {
        const namespace = namespaceOf(route)
        const [{ default: Screen }] = await Promise.all([route.load(), namespace && i18n.loadNamespaces(namespace)])
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
  const isBlank = (route: AppRoute) => route.meta?.layout === 'blank'
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        { element: <BlankLayoutRoute />, children: [...routes.filter(isBlank), notFound].map(toRouteObject) },
        {
          // The frame (menus, navbar, customizer) loads only for framed pages, not for sign-in.
          lazy: async () => ({ Component: (await import('@/layouts/AppLayout')).AppLayout }),
          children: routes.filter((route) => !isBlank(route)).map(toRouteObject)
        }
      ]
    }
  ]
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteTree())
}
