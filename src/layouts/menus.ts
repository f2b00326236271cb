import { guardMenu, type AppMenu } from '@core/app/defineApp'
import { toHorizontalMenu, toVerticalMenu } from '@core/menu/menu'
import type { MenuSection } from '@core/menu/types'
import { menuSections } from '@/navigation/sections'
import { areas } from '@/views/areas'

// Found by file name; loaded with the app frame, so the menus' icons never weigh on the entry or on /login.
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

const sections: MenuSection[] = menuSections.map((section) => ({
  ...section,
  items: [
    ...section.items,
    ...appMenus()
      .filter((menu) => menu.section === section.id)
      .flatMap((menu) => menu.items)
  ]
}))

export const verticalMenu = toVerticalMenu(sections)
export const horizontalMenu = toHorizontalMenu(sections)
