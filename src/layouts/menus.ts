import { toHorizontalMenu, toVerticalMenu } from '@core/menu/menu'
import type { MenuSection } from '@core/menu/types'
import { menuSections } from '@/navigation/sections'
import { apps } from '@/views/apps'

/** The shell's sections with each app's entries added to the section the app names. */
const sections: MenuSection[] = menuSections.map((section) => ({
  ...section,
  items: [...section.items, ...apps.filter((app) => app.menu.section === section.id).flatMap((app) => app.menu.items)]
}))

/** The one menu, in its two renderings. */
export const verticalMenu = toVerticalMenu(sections)
export const horizontalMenu = toHorizontalMenu(sections)
