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
export type MenuSectionId = 'dashboards' | 'apps' | 'pages'

/** An app's one declaration: its screens, menu entries and rights, collected by the shell from
 *  src/views/apps/index.ts. (Search entries live in the app's contract.ts, where the mock's
 *  search reads them; the i18n namespace is named by the titles.) */
export interface AppDeclaration {
  /** The app's i18n namespace (src/locales/<lng>/<namespace>.json). */
  namespace: string
  /** The CASL subject every screen and menu entry of the app is guarded by. */
  subject: AbilitySubject
  screens: AppScreen[]
  menu: { section: MenuSectionId; items: MenuItem[] }
}

/** The app's routes and menu entries, each guarded by the app's subject. */
export interface App {
  namespace: string
  subject: AbilitySubject
  routes: AppRoute[]
  menu: { section: MenuSectionId; items: MenuItem[] }
}

function guardMenu(items: MenuItem[], subject: AbilitySubject): MenuItem[] {
  return items.map((item) => ({
    ...item,
    action: item.action ?? 'read',
    resource: item.resource ?? subject,
    ...('children' in item ? { children: guardMenu(item.children, subject) } : {})
  }))
}

/** Turns an app's declaration into routes (meta filled: title in the app's namespace, action on
 *  the app's subject) and menu entries guarded the same way. */
export function defineApp({ namespace, subject, screens, menu }: AppDeclaration): App {
  const routes = screens.map(({ path, load, title, action = 'read', example, layout }) => ({
    path,
    load,
    example,
    meta: { ...layout, title: `${namespace}:${title}`, action, resource: subject }
  }))
  return { namespace, subject, routes, menu: { section: menu.section, items: guardMenu(menu.items, subject) } }
}
