import { Circle, Puzzle } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { extensionPages, extensionPath } from './routes.contract'

export const menu = defineMenu({
  app: 'extensions',
  section: 'userInterface',
  items: [
    {
      id: 'extensions',
      title: 'nav.extensions',
      icon: Puzzle,
      children: extensionPages.map(({ name }) => ({
        id: `extension-${name}`,
        title: `nav.extension.${name}`,
        icon: Circle,
        navLink: extensionPath(name)
      }))
    }
  ]
})
