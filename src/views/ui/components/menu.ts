import { Circle, Component } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { componentNames, componentPath } from './routes.contract'

export const menu = defineMenu({
  app: 'components',
  section: 'userInterface',
  items: [
    {
      id: 'components',
      title: 'nav.components',
      icon: Component,
      children: componentNames.map((name) => ({
        id: `component-${name}`,
        title: `nav.component.${name}`,
        icon: Circle,
        navLink: componentPath(name)
      }))
    }
  ]
})
