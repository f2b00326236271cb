import type { ComponentType } from 'react'
import type { LayoutMeta } from '@core/layouts/types'
import type { IconName } from '@core/menu/icons'
import type { AbilitySubject } from '@/configs/acl/subjects'
import type { AbilityAction } from '@/utility/auth/contract'
import { createCommandOf, type AppCommand, type CreateCommandDeclaration } from './commands'
import { menuOf, type AppMenu, type AppMenuDeclaration, type ScreenMenu } from './menu'
import { searchablePagesOf, type SearchablePage } from './pages'

export type { IconName } from '@core/menu/icons'
export type { AppMenu, AppMenuDeclaration, NamedMenuItem, ScreenMenu } from './menu'
export type { SearchablePage } from './pages'
export type { AppCommand, CreateCommandDeclaration } from './commands'

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
  /** The page's icon: its navbar search entry's and, unless `menu.icon` names another, its menu entry's. */
  icon?: IconName
  /** Its entry in the area's menu section (or group). */
  menu?: ScreenMenu
  /** Found by the navbar's page search (default: an icon, no path parameters, not a sign-in page). */
  searchable?: boolean
}

/** An area's one registration (app, demo area, shell pages), listed in src/views/areas.ts. */
export interface AppDeclaration {
  /** The area's id, when two areas share a namespace (default: the namespace). */
  id?: string
  /** The area's i18n namespace (src/locales/<lng>/<namespace>.json): its titles' keys. */
  namespace: string
  subject: AbilitySubject
  screens: AppScreen[]
  uses?: string[]
  /** Where its screens' menu entries go. */
  menu?: AppMenuDeclaration
  /** The palette's "create" command, for an area whose user may add a record (needs `create` on its subject). */
  create?: CreateCommandDeclaration
}

export interface App {
  id: string
  namespace: string
  subject: AbilitySubject
  routes: AppRoute[]
  menu?: AppMenu
  /** The navbar search's page entries, in screen order. */
  pages: SearchablePage[]
  /** The command palette's commands for this area. */
  commands: AppCommand[]
}

/** Turns an area's declaration into routes, its menu and its search entries, all guarded by its subject. */
export function defineApp(declaration: AppDeclaration): App {
  const { id, namespace, subject, screens, uses, create } = declaration
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
  const appId = id ?? namespace
  return {
    id: appId,
    namespace,
    subject,
    routes,
    menu: menuOf(appId, declaration),
    pages: searchablePagesOf(declaration),
    commands: create ? [createCommandOf(namespace, subject, create)] : []
  }
}
