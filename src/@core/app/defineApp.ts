import type { ComponentType } from 'react'
import type { LayoutMeta } from '@core/layouts/types'
import type { MenuItem } from '@core/menu/types'
import type { AbilitySubject } from '@/configs/acl/subjects'
import type { AbilityAction } from '@/utility/auth/contract'

export interface RouteMeta extends LayoutMeta {
  /** A `namespace:key` title also loads that namespace with the screen's chunk. */
  title?: string
  publicRoute?: boolean
  restricted?: boolean
  /** Loaded with the screen's chunk so the page renders in one go instead of suspending per namespace. */
  namespaces?: string[]
  action?: AbilityAction
  resource?: AbilitySubject
}

export interface AppRoute {
  path: string
  /** A dynamic import, so that every route is its own chunk. */
  load: () => Promise<{ default: ComponentType }>
  meta?: RouteMeta
  /** The browser tests visit it. */
  example?: string
}

export interface AppScreen {
  path: string
  load: AppRoute['load']
  title: string
  action?: AbilityAction
  example?: string
  layout?: LayoutMeta
  /** `public`: open to everyone; `visitors`: only for visitors who are not signed in (sign-in pages). */
  access?: 'public' | 'visitors'
}

export type MenuSectionId = 'dashboards' | 'apps' | 'pages' | 'userInterface' | 'formsAndTables' | 'charts'

/** An area's one registration (app, demo area, shell pages), listed in src/views/areas.ts. */
export interface AppDeclaration {
  /** The area's id, when two areas share a namespace (default: the namespace). */
  id?: string
  /** The area's i18n namespace (src/locales/<lng>/<namespace>.json): its titles' keys. */
  namespace: string
  subject: AbilitySubject
  screens: AppScreen[]
  uses?: string[]
}

export interface App {
  id: string
  namespace: string
  subject: AbilitySubject
  routes: AppRoute[]
}

/** Kept out of the entry chunk: their icons are only needed once the app frame shows. */
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

/** Turns an area's declaration into routes, guarded by its subject. */
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
