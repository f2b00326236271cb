import i18n from '@/configs/i18n'
import type { AppRoute, RouteMeta } from '../../types'

type Loader = AppRoute['load']

// The shell translates the page title with the `invoice:` namespace; loading it together with the
// screen's chunk means the title and the screen never show raw keys on a first visit.
const withInvoiceNamespace =
  (load: Loader): Loader =>
  () =>
    Promise.all([load(), i18n.loadNamespaces('invoice')]).then(([module]) => module)

const read: RouteMeta = { action: 'read', resource: 'Invoice' }

export const invoiceRoutes: AppRoute[] = [
  {
    path: '/apps/invoice/list',
    load: withInvoiceNamespace(() => import('@/views/apps/invoice/list/InvoiceList')),
    meta: { ...read, title: 'invoice:titles.list' }
  },
  {
    path: '/apps/invoice/preview/:id',
    load: withInvoiceNamespace(() => import('@/views/apps/invoice/preview/InvoicePreview')),
    meta: { ...read, title: 'invoice:titles.preview' }
  },
  {
    path: '/apps/invoice/add',
    load: withInvoiceNamespace(() => import('@/views/apps/invoice/add/InvoiceAdd')),
    meta: { action: 'create', resource: 'Invoice', title: 'invoice:titles.add' }
  },
  {
    path: '/apps/invoice/edit/:id',
    load: withInvoiceNamespace(() => import('@/views/apps/invoice/edit/InvoiceEdit')),
    meta: { action: 'update', resource: 'Invoice', title: 'invoice:titles.edit' }
  },
  // The bare paths of SPEC section 2 open the first invoice (lowest id).
  {
    path: '/apps/invoice/preview',
    load: withInvoiceNamespace(() => import('@/views/apps/invoice/components/OpenFirstInvoice')),
    meta: { ...read, title: 'invoice:titles.preview' }
  },
  {
    path: '/apps/invoice/edit',
    load: withInvoiceNamespace(() => import('@/views/apps/invoice/components/OpenFirstInvoice')),
    meta: { action: 'update', resource: 'Invoice', title: 'invoice:titles.edit' }
  }
]
