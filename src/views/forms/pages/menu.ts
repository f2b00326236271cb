import { CopyPlus, FileCheck, LayoutTemplate, ListOrdered, type LucideIcon } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { formPages } from './routes.contract'

const icons: Record<(typeof formPages)[number]['name'], LucideIcon> = {
  'form-layout': LayoutTemplate,
  wizard: ListOrdered,
  'form-validation': FileCheck,
  'form-repeater': CopyPlus
}

export const menu = defineMenu({
  app: 'formPages',
  section: 'formsAndTables',
  items: formPages.map(({ name, nav, path }) => ({
    id: `form-${name}`,
    title: nav,
    icon: icons[name],
    navLink: path
  }))
})
