import { defineApp } from '@core/app/defineApp'
import { formElementPages, formElementPath } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    FormElement: true
  }
}

export const formElementsApp = defineApp({
  namespace: 'formElements',
  subject: 'FormElement',
  menu: { section: 'formsAndTables', group: { title: 'nav.formElements', icon: 'TextCursorInput' } },
  screens: formElementPages.map((page) => ({
    path: formElementPath(page.name),
    load: () =>
      import('./demoPages').then(({ loadPage }) =>
        loadPage(page.name, page.demos, 'wide' in page ? page.wide : [])
      ),
    title: `${page.name}.title`,
    icon: 'TextCursorInput',
    menu: { title: `nav.formElement.${page.name}`, icon: 'Circle' }
  }))
})
