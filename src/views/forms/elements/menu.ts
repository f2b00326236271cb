import { Circle, TextCursorInput } from 'lucide-react'
import { defineMenu } from '@core/app/defineApp'
import { formElementPages, formElementPath } from './routes.contract'

export const menu = defineMenu({
  app: 'formElements',
  section: 'formsAndTables',
  items: [
    {
      id: 'formElements',
      title: 'nav.formElements',
      icon: TextCursorInput,
      children: formElementPages.map(({ name }) => ({
        id: `form-element-${name}`,
        title: `nav.formElement.${name}`,
        icon: Circle,
        navLink: formElementPath(name)
      }))
    }
  ]
})
