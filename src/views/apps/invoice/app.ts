import { defineApp } from '@core/app/defineApp'
import { invoicePaths as paths } from './routes.contract'

declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Invoice: true
  }
}

export const invoiceApp = defineApp({
  namespace: 'invoice',
  uses: ['activity'],
  subject: 'Invoice',
  menu: { section: 'apps', group: { title: 'nav.invoice', icon: 'FileText' } },
  create: { title: 'commands.create', keywords: 'commands.keywords', icon: 'FilePlus', to: paths.add },
  screens: [
    {
      path: paths.list,
      load: () => import('./list/InvoiceList'),
      title: 'titles.list',
      icon: 'FileText',
      menu: { title: 'nav.list', icon: 'List' }
    },
    {
      path: paths.preview(),
      load: () => import('./preview/InvoicePreview'),
      title: 'titles.preview',
      example: paths.preview(5001)
    },
    {
      path: paths.add,
      load: () => import('./add/InvoiceAdd'),
      title: 'titles.add',
      action: 'create',
      icon: 'FileCheck',
      menu: { title: 'nav.add', icon: 'FilePlus' }
    },
    {
      path: paths.edit(),
      load: () => import('./edit/InvoiceEdit'),
      title: 'titles.edit',
      action: 'update',
      example: paths.edit(5002)
    },
    {
      path: paths.firstPreview,
      load: () => import('./components/OpenFirstInvoice'),
      title: 'titles.preview',
      icon: 'Receipt',
      menu: { title: 'nav.preview', icon: 'Eye' }
    },
    {
      path: paths.firstEdit,
      load: () => import('./components/OpenFirstInvoice'),
      title: 'titles.edit',
      action: 'update',
      icon: 'FilePen',
      menu: { title: 'nav.edit' }
    }
  ]
})
