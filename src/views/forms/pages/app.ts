import { defineApp, type IconName } from '@core/app/defineApp'
import { formPages } from './routes.contract'

const menuIcons = {
  'form-layout': 'LayoutTemplate',
  wizard: 'ListOrdered',
  'form-validation': 'FileCheck',
  'form-repeater': 'CopyPlus'
} as const satisfies Record<(typeof formPages)[number]['name'], IconName>

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    FormPages: true
  }
}

export const formPagesApp = defineApp({
  namespace: 'formPages',
  subject: 'FormPages',
  menu: { section: 'formsAndTables' },
  screens: formPages.map(({ name, nav, path, demos, wide }) => ({
    path,
    load: () => import('./demoPages').then(({ loadPage }) => loadPage(name, demos, wide)),
    title: `${name}.title`,
    icon: 'FileText',
    menu: { title: nav, icon: menuIcons[name] }
  }))
})
