import { Circle, Component } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { componentPages, componentPath } from './routes.contract'

export const menu = defineMenu({
  app: 'components',
  section: 'userInterface',
  items: [
    {
      id: 'components',
      title: 'nav.components',
      icon: Component,
      children: componentPages.map(({ name }) => ({
        id: `component-${name}`,
        title: `nav.component.${name}`,
        icon: Circle,
        navLink: componentPath(name)
      }))
    }
  ]
})
