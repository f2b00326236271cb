import { defineApp } from '@core/app/defineApp'
import { invoicePaths as paths } from './routes.contract'

// The app's CASL subject joins the typed union of src/configs/acl/subjects.ts.
declare module '@/configs/acl/subjects' {
  interface AppSubjects {
    Invoice: true
  }
}

/** The invoice app: its screens (SPEC section 2); menu entries in menu.ts. */
export const invoiceApp = defineApp({
  namespace: 'invoice',
  subject: 'Invoice',
  screens: [
    { path: paths.list, load: () => import('./list/InvoiceList'), title: 'titles.list' },
    {
      path: paths.preview(),
      load: () => import('./preview/InvoicePreview'),
      title: 'titles.preview',
      example: paths.preview(5001)
    },
    { path: paths.add, load: () => import('./add/InvoiceAdd'), title: 'titles.add', action: 'create' },
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
      title: 'titles.preview'
    },
    {
      path: paths.firstEdit,
      load: () => import('./components/OpenFirstInvoice'),
      title: 'titles.edit',
      action: 'update'
    }
  ]
})
