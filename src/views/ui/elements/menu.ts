import { LayoutGrid, Palette, Type } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { uiElementPaths as paths } from './routes.contract'

/** The UI elements' menu entries (titles in `common:nav`), under User Interface. */
export const menu = defineMenu({
  app: 'ui',
  section: 'userInterface',
  items: [
    { id: 'typography', title: 'nav.typography', icon: Type, navLink: paths.typography },
    { id: 'colors', title: 'nav.colors', icon: Palette, navLink: paths.colors },
    { id: 'icons', title: 'nav.icons', icon: LayoutGrid, navLink: paths.icons }
  ]
})
