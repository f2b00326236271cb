import { AppWindow, ChartPie, FileText, Home, Layers, Palette } from 'lucide-react'
import type { MenuSection } from '@core/menu/types'

/** The menu's sections, filled from the areas' registrations by src/layouts/menus.ts. */
export const menuSections: MenuSection[] = [
  {
    id: 'dashboards',
    title: 'nav.dashboards',
    icon: Home,
    items: []
  },
  {
    id: 'apps',
    title: 'nav.apps',
    icon: AppWindow,
    items: []
  },
  { id: 'pages', title: 'nav.pages', icon: Layers, items: [] },
  { id: 'userInterface', title: 'nav.userInterface', icon: Palette, items: [] },
  { id: 'formsAndTables', title: 'nav.formsAndTables', icon: FileText, items: [] },
  { id: 'charts', title: 'nav.charts', icon: ChartPie, items: [] }
]
