import type { App, NamedMenuItem } from '@core/app/defineApp'
import { menuIcons } from '@core/menu/icons'
import { toHorizontalMenu, toVerticalMenu } from '@core/menu/menu'
import type { MenuItem, MenuSection } from '@core/menu/types'
import { menuSections } from '@/navigation/sections'
import { areas } from '@/views/areas'

// Loaded with the app frame, so the menus' icons never weigh on the entry or on /login.
function withIcons(item: NamedMenuItem): MenuItem {
  const icon = menuIcons[item.icon]
  return 'children' in item ? { ...item, icon, children: item.children.map(withIcons) } : { ...item, icon }
}

/** The menu sections filled with the registered areas' entries, in the order of the area list. */
export function menusOf(apps: App[]): MenuSection[] {
  return menuSections.map((section) => ({
    ...section,
    items: [
      ...section.items,
      ...apps.flatMap((app) => (app.menu?.section === section.id ? app.menu.items.map(withIcons) : []))
    ]
  }))
}

const sections = menusOf(areas)

export const verticalMenu = toVerticalMenu(sections)
export const horizontalMenu = toHorizontalMenu(sections)
