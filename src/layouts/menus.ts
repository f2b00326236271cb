import { guardMenu, type AppMenu } from '@core/app/defineApp'
import { toHorizontalMenu, toVerticalMenu } from '@core/menu/menu'
import type { MenuSection } from '@core/menu/types'
import { menuSections } from '@/navigation/sections'
import { apps } from '@/views/apps'

// Found by file name; loaded with the app frame, so the menus' icons never weigh on the entry or on /login.
const declared = Object.values(
  import.meta.glob<AppMenu>('/src/views/**/menu.ts', { eager: true, import: 'menu' })
)

export function appMenus(menus: AppMenu[] = declared): AppMenu[] {
  return apps.flatMap((app) =>
    menus
      .filter((menu) => menu.app === app.namespace)
      .map((menu) => ({ ...menu, items: guardMenu(menu.items, app.subject) }))
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
