import type { ComponentType } from 'react'
import type { LayoutMeta } from '@core/layouts/types'
import type { AbilityAction } from '@/utility/auth/contract'

/** Everything a route says about itself besides its screen. */
export interface RouteMeta extends LayoutMeta {
  /** i18n key of the page title (document.title). A `namespace:key` title also loads that
   *  namespace together with the screen's chunk. */
  title?: string
  /** Reachable without signing in. */
  publicRoute?: boolean
  /** Only for visitors who are not signed in (login, register): signed-in users go home. */
  restricted?: boolean
  /** CASL rule needed to open the route. */
  action?: AbilityAction
  resource?: string
}

export interface AppRoute {
  path: string
  /** A dynamic import, so that every route is its own chunk. */
  load: () => Promise<{ default: ComponentType }>
  meta?: RouteMeta
}
