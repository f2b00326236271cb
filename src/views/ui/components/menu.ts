import { Circle, Component } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { componentPages, componentPath } from './routes.contract'

/** The component pages' menu entries (titles in `common:nav`): one group under User Interface. */
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
