import { Circle, Grid3x3, Sheet } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { tablePages } from './routes.contract'

const [basic, ...datatables] = tablePages

export const menu = defineMenu({
  app: 'tables',
  section: 'formsAndTables',
  items: [
    { id: 'tables-basic', title: basic.nav, icon: Grid3x3, navLink: basic.path },
    {
      id: 'datatables',
      title: 'nav.datatables',
      icon: Sheet,
      children: datatables.map(({ name, nav, path }) => ({
        id: name,
        title: nav,
        icon: Circle,
        navLink: path
      }))
    }
  ]
})
