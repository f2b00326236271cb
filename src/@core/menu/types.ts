import type { LucideIcon } from 'lucide-react'
import type { AbilitySubject } from '@/configs/acl/subjects'
import type { AbilityAction } from '@/utility/auth/contract'

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
