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
  /** `public`: open to everyone; `visitors`: only for visitors who are not signed in (sign-in pages). */
  access?: 'public' | 'visitors'
}

/** Where the app's entries go in the menu: the id of a section of src/navigation/sections.ts. */
export type MenuSectionId = 'dashboards' | 'apps' | 'pages' | 'userInterface' | 'charts'

/** An area's one registration (an app, a demo area or shell pages): its screens and rights,
 *  collected by the shell from src/views/areas.ts. Its menu entries sit beside it in menu.ts
 *  (`defineMenu`), its search entries in routes.contract.ts (`searchPages`). */
export interface AppDeclaration {
  /** The area's id, when two areas share a namespace (default: the namespace). */
  id?: string
  /** The area's i18n namespace (src/locales/<lng>/<namespace>.json): its titles' keys. */
  namespace: string
  /** The CASL subject every screen and menu entry of the app is guarded by. */
  subject: AbilitySubject
  screens: AppScreen[]
  /** Namespaces of other areas whose components the screens show (the dashboards show the cards). */
  uses?: string[]
}

/** The app's routes, each guarded by the app's subject. */
export interface App {
  id: string
  namespace: string
  subject: AbilitySubject
  routes: AppRoute[]
}

/** An app's menu entries, declared in the app's menu.ts. They are kept out of the entry chunk
 *  (their icons are only needed once the app frame shows) and joined to the app's registration
 *  by namespace in src/layouts/menus.ts, which guards them with the app's subject. */
export interface AppMenu {
  /** The id of the area (its registration) these entries belong to. */
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
export function defineApp({ id, namespace, subject, screens, uses }: AppDeclaration): App {
  const routes = screens.map(({ path, load, title, action = 'read', example, layout, access }) => ({
    path,
    load,
    example,
    meta: {
      ...layout,
      title: `${namespace}:${title}`,
      action,
      resource: subject,
      ...(access === 'public' && { publicRoute: true }),
      ...(access === 'visitors' && { restricted: true }),
      ...(uses && { namespaces: uses })
    }
  }))
  return { id: id ?? namespace, namespace, subject, routes }
}
