import type { ComponentType } from 'react'
import type { LayoutMeta } from '@core/layouts/types'
import type { MenuItem } from '@core/menu/types'
import type { AbilitySubject } from '@/configs/acl/subjects'
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
  /** Other i18n namespaces the screen's components use, loaded with the screen's chunk so the page
   *  renders in one go instead of suspending once per namespace. */
  namespaces?: string[]
  /** CASL rule needed to open the route. */
  action?: AbilityAction
  resource?: AbilitySubject
}

export interface AppRoute {
  path: string
  /** A dynamic import, so that every route is its own chunk. */
  load: () => Promise<{ default: ComponentType }>
  meta?: RouteMeta
  /** A URL that opens this route when its path has parameters (the browser tests visit it). */
  example?: string
}

/** A screen of an app, as the app declares it. */
export interface AppScreen {
  path: string
  load: AppRoute['load']
  /** Key of the page title in the app's namespace. */
  title: string
  /** The CASL action needed (default `read`) on the app's subject. */
  action?: AbilityAction
  example?: string
  layout?: LayoutMeta
}

/** Where the app's entries go in the menu: the id of a section of src/navigation/sections.ts. */
export type MenuSectionId = 'dashboards' | 'apps' | 'pages' | 'userInterface' | 'charts'

/** An app's (or a demo area's) one registration: its screens and rights, collected by the shell
 *  from src/views/apps/index.ts. Its menu entries sit beside it in menu.ts (`defineMenu`), its
 *  search entries in routes.contract.ts (`searchPages`); the i18n namespace is named by the titles. */
export interface AppDeclaration {
  /** The app's i18n namespace (src/locales/<lng>/<namespace>.json); also the app's id. */
  namespace: string
  /** The CASL subject every screen and menu entry of the app is guarded by. */
  subject: AbilitySubject
  screens: AppScreen[]
  /** Namespaces of other areas whose components the screens show (the dashboards show the cards). */
  uses?: string[]
}

/** The app's routes, each guarded by the app's subject. */
export interface App {
  namespace: string
  subject: AbilitySubject
  routes: AppRoute[]
}

/** An app's menu entries, declared in the app's menu.ts. They are kept out of the entry chunk
 *  (their icons are only needed once the app frame shows) and joined to the app's registration
 *  by namespace in src/layouts/menus.ts, which guards them with the app's subject. */
export interface AppMenu {
  /** The namespace of the app (its registration) these entries belong to. */
  app: string
  section: MenuSectionId
  items: MenuItem[]
}

export const defineMenu = (menu: AppMenu): AppMenu => menu

export function guardMenu(items: MenuItem[], subject: AbilitySubject): MenuItem[] {
  return items.map((item) => ({
    ...item,
    action: item.action ?? 'read',
    resource: item.resource ?? subject,
    ...('children' in item ? { children: guardMenu(item.children, subject) } : {})
  }))
}

/** Turns an app's declaration into routes (meta filled: title in the app's namespace, action on
 *  the app's subject). */
export function defineApp({ namespace, subject, screens, uses }: AppDeclaration): App {
  const routes = screens.map(({ path, load, title, action = 'read', example, layout }) => ({
    path,
    load,
    example,
    meta: {
      ...layout,
      title: `${namespace}:${title}`,
      action,
      resource: subject,
      ...(uses && { namespaces: uses })
    }
  }))
  return { namespace, subject, routes }
}
