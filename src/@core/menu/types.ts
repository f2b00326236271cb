import type { LucideIcon } from 'lucide-react'
import type { AbilitySubject } from '@/configs/acl/subjects'
import type { AbilityAction } from '@/utility/auth/contract'

/** CASL rule a menu entry needs to be shown (enforced once auth exists; absent = always shown). */
export interface MenuAcl {
  action?: AbilityAction
  resource?: AbilitySubject
}

export interface MenuBadge {
  text: string
  color: 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info'
}

export interface MenuLink extends MenuAcl {
  id: string
  /** i18n key of the label */
  title: string
  icon: LucideIcon
  navLink: string
  badge?: MenuBadge
}

export interface MenuGroup extends MenuAcl {
  id: string
  title: string
  icon: LucideIcon
  children: MenuItem[]
  badge?: MenuBadge
}

export type MenuItem = MenuLink | MenuGroup

/** One area of the menu: a header in the vertical menu, a top-level dropdown in the horizontal one. */
export interface MenuSection extends MenuAcl {
  id: string
  title: string
  icon: LucideIcon
  items: MenuItem[]
}

export interface MenuHeader extends MenuAcl {
  id: string
  header: string
}

export type VerticalMenuEntry = MenuHeader | MenuItem

export type CanSee = (action: AbilityAction, resource: AbilitySubject) => boolean
