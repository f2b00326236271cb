import { guardMenu, type AppMenu } from '@core/app/defineApp'
import { toHorizontalMenu, toVerticalMenu } from '@core/menu/menu'
import type { MenuSection } from '@core/menu/types'
import { menuSections } from '@/navigation/sections'
import { areas } from '@/views/areas'

// Every app's menu.ts, found by file name. This module loads with the app frame (AppLayout's chunk),
// so the menus' icons never weigh on the entry or on the blank pages (login).
const declared = Object.values(
  import.meta.glob<AppMenu>('/src/views/**/menu.ts', { eager: true, import: 'menu' })
)

/** The areas' menus in the order of the area list, each guarded by its area's subject. */
export function appMenus(menus: AppMenu[] = declared): AppMenu[] {
  return areas.flatMap((area) =>
    menus
      .filter((menu) => menu.app === area.id)
      .map((menu) => ({ ...menu, items: guardMenu(menu.items, area.subject) }))
  )
}

/** The shell's sections with each app's entries added to the section the app names. */
const sections: MenuSection[] = menuSections.map((section) => ({
  ...section,
  items: [
    ...section.items,
    ...appMenus()
      .filter((menu) => menu.section === section.id)
      .flatMap((menu) => menu.items)
  ]
}))

/** The one menu, in its two renderings. */
export const verticalMenu = toVerticalMenu(sections)
export const horizontalMenu = toHorizontalMenu(sections)
