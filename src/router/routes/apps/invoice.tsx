import type { AppRoute, RouteMeta } from '../../types'

const read: RouteMeta = { action: 'read', resource: 'Invoice' }

export const invoiceRoutes: AppRoute[] = [
  {
    path: '/apps/invoice/list',
    load: () => import('@/views/apps/invoice/list/InvoiceList'),
    meta: { ...read, title: 'invoice:titles.list' }
  },
  {
    path: '/apps/invoice/preview/:id',
    load: () => import('@/views/apps/invoice/preview/InvoicePreview'),
    meta: { ...read, title: 'invoice:titles.preview' }
  },
  {
    path: '/apps/invoice/add',
    load: () => import('@/views/apps/invoice/add/InvoiceAdd'),
    meta: { action: 'create', resource: 'Invoice', title: 'invoice:titles.add' }
  },
  {
    path: '/apps/invoice/edit/:id',
    load: () => import('@/views/apps/invoice/edit/InvoiceEdit'),
    meta: { action: 'update', resource: 'Invoice', title: 'invoice:titles.edit' }
  },
  // The bare paths of SPEC section 2 open the first invoice (lowest id).
  {
    path: '/apps/invoice/preview',
    load: () => import('@/views/apps/invoice/components/OpenFirstInvoice'),
    meta: { ...read, title: 'invoice:titles.preview' }
  },
  {
    path: '/apps/invoice/edit',
    load: () => import('@/views/apps/invoice/components/OpenFirstInvoice'),
    meta: { action: 'update', resource: 'Invoice', title: 'invoice:titles.edit' }
  }
]
