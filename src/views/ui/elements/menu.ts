import { LayoutGrid, Palette, Type } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { uiElementPages } from './routes.contract'

const icons = { typography: Type, colors: Palette, icons: LayoutGrid }

export const menu = defineMenu({
  app: 'ui',
  section: 'userInterface',
  items: uiElementPages.map(({ name, path }) => ({
    id: name,
    title: `nav.${name}`,
    icon: icons[name],
    navLink: path
  }))
})
