import {
  addInvoiceBody,
  endpoints,
  invoiceIdParams,
  deleteInvoiceParams,
  invoiceListParams,
  invoiceTotals,
  toCents,
  updateInvoiceBody,
  type Invoice,
  type InvoiceListResponse,
  invoiceListAnswer,
  invoiceResponseSchema,
  invoiceClientsResponseSchema,
  deleteInvoiceAnswer,
  savedInvoiceAnswer,
  invoiceBulkUpdateBody
} from '@/views/apps/invoice/contract'
import { bulkAnswer, bulkDeleteBody } from '@/@core/list/bulk/bulk.contract'
import { eachRow, pickRows } from '../../kit/bulk'
import { isPaymentStatus, owedOf, paidOf, settle } from '@/views/apps/invoice/payment.contract'
import { isoDay } from '@/utility/rules.contract'
import { del, get, post, type RouteDef } from '../../route'
import {
  badRequest,
  created,
  createStore,
  findById,
  listQuery,
  merge,
  nextId,
  ok,
  parse,
  refuse,
  removeById,
  updateById,
  type ListSpec
} from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Invoice')

// Version 2: balance and status follow the payments, so data kept under version 1 may contradict the rule.
const store = createStore(
  'invoices',
  () => import('./data').then((m) => ({ invoices: m.createInvoices(), paymentDetails: m.paymentDetails })),
  { version: 2 }
)

const listSpec: ListSpec<Invoice, typeof invoiceListParams> = {
  params: invoiceListParams,
  // One string per row because search is the list's hot path; the NUL separator stops a match across two fields.
  searched: ({ client, id, total, balance, dueDate }) => [
    `${client.companyEmail}\u0000${client.name}\u0000${id}\u0000${total}\u0000${balance}\u0000${dueDate}`
  ],
  // Settled invoices show "Paid" in the balance column, so searching for it finds them too.
  alsoFinds: (row, needle) => row.balance === 0 && 'paid'.includes(needle),
  filters: { status: (row) => row.invoiceStatus }
}

/** Pure, so the bench can run it on generated rows. */
export function listInvoices(rows: readonly Invoice[], params: Record<string, unknown>): InvoiceListResponse {
  const { total, rows: invoices } = listQuery(rows, params, listSpec)
  return { allData: [...rows], total, invoices }
}

const emptyClient = { address: '', company: '', companyEmail: '', country: '', contact: '' }

function newInvoice(
  id: number,
  { client, ...fields }: ReturnType<typeof addInvoiceBody.parse>['invoice']
): Invoice {
  const items = fields.items ?? []
  const total = fields.total ?? invoiceTotals(items, fields.discount, fields.taxRate).total
  const stage = fields.invoiceStatus ?? 'Draft'
  if (isPaymentStatus(stage))
    refuse(
      badRequest({
        error: `invoiceStatus ${stage} follows payments: a new invoice has none`,
        code: 'followsPayments',
        field: 'invoice.invoiceStatus'
      })
    )
  const issuedDate = fields.issuedDate ?? isoDay(0)
  return merge<Invoice>(
    {
      id,
      issuedDate,
      client: { ...emptyClient, ...client },
      service: 'Software Development',
      total,
      avatar: '',
      ...settle(total, 0, stage),
      dueDate: isoDay(30, new Date(`${issuedDate}T00:00`)),
      items
    },
    { ...fields, items }
  )
}

/** A changed price basis without a total makes the total follow the rule; balance and status always do. */
function updated(
  invoice: Invoice,
  { id: _id, client, payment = 0, ...fields }: ReturnType<typeof updateInvoiceBody.parse>['invoice']
): Invoice {
  const next = merge(invoice, { ...fields, client: client && merge(invoice.client, client) })
  const basisChanged =
    fields.items !== undefined || fields.discount !== undefined || fields.taxRate !== undefined
  const total =
    fields.total !== undefined || !basisChanged
      ? next.total
      : invoiceTotals(next.items ?? [], next.discount, next.taxRate).total
  if (payment > 0 && payment > owedOf(invoice.balance))
    refuse(
      badRequest({
        error: 'payment must not exceed the balance',
        code: 'tooBig',
        field: 'invoice.payment'
      })
    )
  const settled = settle(total, toCents(paidOf(invoice) + payment), next.invoiceStatus)
  if (fields.invoiceStatus !== undefined && fields.invoiceStatus !== settled.invoiceStatus)
    refuse(
      badRequest({
        error: `invoiceStatus must be ${settled.invoiceStatus}: it follows the total and the payments`,
        code: 'followsPayments',
        field: 'invoice.invoiceStatus'
      })
    )
  return { ...next, total, ...settled }
}

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(endpoints.list, async (req) => ok(listInvoices((await store.get()).invoices, req.params)), {
    permission: may.read,
    answer: invoiceListAnswer,
    query: invoiceListParams
  }),
  get(
    endpoints.one(':id'),
    async (req) => {
      const { id } = parse(invoiceIdParams, req.pathParams)
      const { invoices, paymentDetails } = await store.get()
      return ok({ invoice: findById(invoices, id, 'invoice'), paymentDetails })
    },
    { permission: may.read, answer: invoiceResponseSchema }
  ),
  get(endpoints.clients, async () => ok((await store.get()).invoices.slice(0, 5).map((row) => row.client)), {
    permission: may.read,
    answer: invoiceClientsResponseSchema
  }),
  del(
    endpoints.delete,
    async (req) => {
      const { id } = parse(deleteInvoiceParams, req.params)
      removeById((await store.get()).invoices, id, 'invoice')
      return ok({})
    },
    {
      permission: may.delete,
      answer: deleteInvoiceAnswer,
      query: deleteInvoiceParams
    }
  ),
  post(
    endpoints.add,
    async (req) => {
      const { invoice: input } = parse(addInvoiceBody, req.body)
      const { invoices } = await store.get()
      const invoice = newInvoice(nextId(invoices), input)
      invoices.push(invoice)
      return created({ invoice })
    },
    {
      permission: may.create,
      answer: savedInvoiceAnswer,
      created: true,
      extension: true,
      body: addInvoiceBody
    }
  ),
  post(
    endpoints.update,
    async (req) => {
      const { invoice: input } = parse(updateInvoiceBody, req.body)
      const invoice = updateById((await store.get()).invoices, input.id, 'invoice', (stored) =>
        updated(stored, input)
      )
      return ok({ invoice })
    },
    {
      permission: may.update,
      answer: savedInvoiceAnswer,
      extension: true,
      body: updateInvoiceBody
    }
  ),
  post(
    endpoints.bulkDelete,
    async (req) => {
      const { selection } = parse(bulkDeleteBody, req.body)
      const { invoices } = await store.get()
      const picked = pickRows(invoices, selection, listSpec)
      return ok(eachRow(picked, 'invoice', (invoice) => removeById(invoices, invoice.id, 'invoice')))
    },
    { permission: may.delete, answer: bulkAnswer, extension: true, undoable: true, body: bulkDeleteBody }
  ),
  post(
    endpoints.bulkUpdate,
    async (req) => {
      const { selection, change } = parse(invoiceBulkUpdateBody, req.body)
      const { invoices } = await store.get()
      const picked = pickRows(invoices, selection, listSpec)
      return ok(
        eachRow(picked, 'invoice', ({ id }) =>
          updateById(invoices, id, 'invoice', (stored) => updated(stored, { id, ...change }))
        )
      )
    },
    {
      permission: may.update,
      answer: bulkAnswer,
      extension: true,
      undoable: true,
      body: invoiceBulkUpdateBody
    }
  )
]
