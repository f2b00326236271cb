import { LayoutGrid, Palette, Type } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { uiElementPaths as paths } from './routes.contract'

export const menu = defineMenu({
  app: 'ui',
  section: 'userInterface',
  items: [
    { id: 'typography', title: 'nav.typography', icon: Type, navLink: paths.typography },
    { id: 'colors', title: 'nav.colors', icon: Palette, navLink: paths.colors },
    { id: 'icons', title: 'nav.icons', icon: LayoutGrid, navLink: paths.icons }
  ]
})
