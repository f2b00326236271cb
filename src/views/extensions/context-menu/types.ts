import type { LucideIcon } from 'lucide-react'

export interface MenuAction {
  id: string
  label: string
  icon?: LucideIcon
  disabled?: boolean
  danger?: boolean
  children?: MenuEntry[]
}

export type MenuEntry = MenuAction | 'separator'
