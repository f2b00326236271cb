// Demo data, remove with the mock. The invoice app's calls (API.md "Invoices").
import type {
  AddInvoiceResponse, DeleteInvoiceResponse, Invoice, InvoiceClient, InvoiceClientsResponse, InvoiceItem,
  InvoiceListResponse, InvoicePaymentMethod, InvoiceResponse, InvoiceService, InvoiceSortColumn, InvoiceStatus,
  UpdateInvoiceResponse
} from '@/views/apps/invoice/types'
import { del, get, post } from '../../route'
import {
  badRequest, type Checked, created, createStore, isRecord, matchesQuery, nextId, notFound, ok,
  paginate, readBody, readId, readRecord, sortBy, toDirection, toPositiveInt,
  isKeyOf
} from '../../utils'

const store = createStore(() => import('./data').then((m) => ({ invoices: m.createInvoices(), paymentDetails: m.paymentDetails })))

// Records keyed by every member of a union: the compiler flags a value added to or missing from
// types.ts, and the mock cannot import runtime values from the client.
const statuses: Record<InvoiceStatus, true> = { Paid: true, Downloaded: true, Sent: true, Draft: true, 'Partial Payment': true, 'Past Due': true }
const services: Record<InvoiceService, true> = {
  'Software Development': true,
  'UI/UX Design & Development': true,
  'Unlimited Extended License': true,
  'Template Customization': true
}
const paymentMethods: Record<InvoicePaymentMethod, true> = { 'Bank Account': true, PayPal: true, Card: true }
const sortColumns: Record<InvoiceSortColumn, true> = {
  id: true, issuedDate: true, service: true, total: true, invoiceStatus: true, balance: true, dueDate: true,
  'client.address': true, 'client.company': true, 'client.companyEmail': true, 'client.country': true,
  'client.contact': true, 'client.name': true
}

// ---- rules shared with the seed (data.ts imports these, so both agree) -------------------------

/** Local calendar date `YYYY-MM-DD`, `days` from today (same values all day long). */
export function localDate(days: number, from: Date = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

const cents = (n: number) => Math.round(n * 100) / 100

/** The total rule documented on `Invoice.total`. */
export function invoiceTotal(items: readonly InvoiceItem[], discount = 0, taxRate = 0): number {
  if (items.length === 0) return 0
  const subtotal = items.reduce((sum, item) => sum + item.cost * item.qty, 0)
  return cents((subtotal - discount) * (1 + taxRate / 100))
}

/** A money string: `'$724'`, `'$1303.50'`, `'-$205.75'`. */
export function money(amount: number): string {
  const abs = Math.abs(cents(amount))
  return `${amount < 0 ? '-' : ''}$${Number.isInteger(abs) ? abs : abs.toFixed(2)}`
}

// ---- list -------------------------------------------------------------------------------------

// One string per row instead of six values: the search is the list's hot path (bench/), and the NUL
// separator keeps a query from matching across two fields.
const searchText = ({ client, id, total, balance, dueDate }: Invoice) =>
  `${client.companyEmail}\u0000${client.name}\u0000${id}\u0000${total}\u0000${balance}\u0000${dueDate}`

/** The list call's answer over any rows: search, status filter, sort, page (API.md). Pure, so the
 *  bench can run it over generated rows. */
export function listInvoices(rows: readonly Invoice[], params: Record<string, unknown>): InvoiceListResponse {
  const q = typeof params.q === 'string' || typeof params.q === 'number' ? String(params.q).trim().toLowerCase() : ''
  const status = typeof params.status === 'string' ? params.status.trim().toLowerCase() : ''
  // Settled invoices show "Paid" in the balance column, so searching for it finds them too.
  const settledToo = q !== '' && 'paid'.includes(q)
  const matching = rows.filter(
    (row) =>
      (status === '' || row.invoiceStatus.toLowerCase() === status) &&
      (q === '' || (settledToo && row.balance === 0) || matchesQuery(q, searchText(row)))
  )
  const column = isKeyOf(sortColumns, params.sortColumn) ? params.sortColumn : 'id'
  const sorted = sortBy(matching, column, toDirection(params.sort, 'desc'))
  const page = toPositiveInt(params.page, 1)
  const perPage = toPositiveInt(params.perPage, 10)
  return { allData: [...rows], total: matching.length, invoices: paginate(sorted, page, perPage) }
}

// ---- input checks -----------------------------------------------------------------------------

type InvoiceFields = Partial<Omit<Invoice, 'id'>>

const invalid = (error: string): Checked<never> => ({ ok: false, error })
const isDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && localDate(0, new Date(`${v}T00:00`)) === v
const isMoney = (v: unknown) => v === 0 || (typeof v === 'string' && /^-?\$\d+(\.\d{1,2})?$/.test(v))
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const clientKeys = ['address', 'company', 'companyEmail', 'country', 'contact', 'name'] as const

function checkClient(value: unknown): Checked<InvoiceClient> {
  if (!isRecord(value)) return invalid('client must be an object')
  const client: InvoiceClient = { address: '', company: '', companyEmail: '', country: '', contact: '', name: '' }
  for (const key of clientKeys) {
    const field = value[key]
    if (field === undefined) continue
    if (typeof field !== 'string') return invalid(`client.${key} must be a string`)
    client[key] = field
  }
  return client.name.trim() ? { ok: true, value: client } : invalid('client.name is required')
}

function checkItems(value: unknown): Checked<InvoiceItem[]> {
  if (!Array.isArray(value)) return invalid('items must be a list')
  const items: InvoiceItem[] = []
  for (const [i, item] of value.entries()) {
    if (!isRecord(item)) return invalid(`items[${i}] must be an object`)
    const { name, description = '', cost, qty } = item
    if (typeof name !== 'string' || typeof description !== 'string') return invalid(`items[${i}] needs a text name and description`)
    if (!isAmount(cost) || cost < 0) return invalid(`items[${i}].cost must be a number of at least 0`)
    if (!Number.isSafeInteger(qty) || (qty as number) < 0) return invalid(`items[${i}].qty must be a whole number of at least 0`)
    items.push({ name, description, cost, qty: qty as number })
  }
  return { ok: true, value: items }
}

type Rule = (value: unknown) => string | null
const text: Rule = (v) => (typeof v === 'string' ? null : 'must be a string')
const flag: Rule = (v) => (typeof v === 'boolean' ? null : 'must be true or false')
const rules: Record<Exclude<keyof InvoiceFields, 'client' | 'items'>, Rule> = {
  issuedDate: (v) => (isDate(v) ? null : 'must be a date written YYYY-MM-DD'),
  dueDate: (v) => (isDate(v) ? null : 'must be a date written YYYY-MM-DD'),
  service: (v) => (isKeyOf(services, v) ? null : `must be one of ${Object.keys(services).join(', ')}`),
  invoiceStatus: (v) => (isKeyOf(statuses, v) ? null : `must be one of ${Object.keys(statuses).join(', ')}`),
  paymentMethod: (v) => (isKeyOf(paymentMethods, v) ? null : `must be one of ${Object.keys(paymentMethods).join(', ')}`),
  total: (v) => (isAmount(v) ? null : 'must be a number'),
  balance: (v) => (isMoney(v) ? null : "must be 0 or a money string such as '$724' or '-$205.75'"),
  discount: (v) => (isAmount(v) && v >= 0 ? null : 'must be a number of at least 0'),
  taxRate: (v) => (isAmount(v) && v >= 0 && v <= 100 ? null : 'must be a percentage from 0 to 100'),
  avatar: text,
  salesperson: text,
  note: text,
  paymentTerms: flag,
  clientNotes: flag,
  paymentStub: flag
}

/** The known fields present in `input`, each checked; unknown keys (and `id`) are left out. */
function checkFields(input: Record<string, unknown>): Checked<InvoiceFields> {
  const fields: Record<string, unknown> = {}
  for (const [key, rule] of Object.entries(rules)) {
    if (input[key] === undefined) continue
    const problem = rule(input[key])
    if (problem) return invalid(`${key} ${problem}`)
    fields[key] = input[key]
  }
  if (input.client !== undefined) {
    const client = checkClient(input.client)
    if (!client.ok) return client
    fields.client = client.value
  }
  if (input.items !== undefined) {
    const items = checkItems(input.items)
    if (!items.ok) return items
    fields.items = items.value
  }
  return { ok: true, value: fields as InvoiceFields }
}

// A changed price basis without a total given means the total follows the documented rule.
function withTotal(invoice: Invoice, fields: InvoiceFields): Invoice {
  const basisChanged = fields.items !== undefined || fields.discount !== undefined || fields.taxRate !== undefined
  if (fields.total !== undefined || !basisChanged) return invoice
  return { ...invoice, total: invoiceTotal(invoice.items ?? [], invoice.discount, invoice.taxRate) }
}

/** The invoice wrapper `{invoice: {...}}` of the add and update bodies, checked. */
function readInvoiceBody(body: unknown): Checked<Record<string, unknown>> {
  const wrapper = readBody(body)
  return wrapper.ok ? readRecord(wrapper.value, 'invoice') : wrapper
}

// ---- calls ------------------------------------------------------------------------------------

get<InvoiceListResponse>('/apps/invoice/invoices', async (req) => ok(listInvoices((await store.get()).invoices, req.params)))

get<InvoiceResponse>(/^\/?api\/invoice\/invoices\/([^/?]*)(?:\?.*)?$/, async (req) => {
  const id = readId(req.match[0] ?? '')
  if (!id.ok) return badRequest(id.error)
  const { invoices, paymentDetails } = await store.get()
  const invoice = invoices.find((row) => row.id === id.value)
  return invoice ? ok({ invoice, paymentDetails }) : notFound('invoice')
})

get<InvoiceClientsResponse>('/api/invoice/clients', async () => ok((await store.get()).invoices.slice(0, 5).map((row) => row.client)))

del<DeleteInvoiceResponse>('/apps/invoice/delete', async (req) => {
  const id = readId(req.params.id)
  if (!id.ok) return badRequest(id.error)
  const { invoices } = await store.get()
  const index = invoices.findIndex((row) => row.id === id.value)
  if (index < 0) return notFound('invoice')
  invoices.splice(index, 1)
  return ok({})
})

post<AddInvoiceResponse>('/apps/invoice/add-invoice', async (req) => {
  const input = readInvoiceBody(req.body)
  if (!input.ok) return badRequest(input.error)
  if (input.value.client === undefined || input.value.client === null) return badRequest('client is required')
  const fields = checkFields(input.value)
  if (!fields.ok) return badRequest(fields.error)
  const { client, ...rest } = fields.value
  if (!client) return badRequest('client is required')

  const { invoices } = await store.get()
  const items = rest.items ?? []
  const total = rest.total ?? invoiceTotal(items, rest.discount, rest.taxRate)
  const invoiceStatus = rest.invoiceStatus ?? 'Draft'
  const issuedDate = rest.issuedDate ?? localDate(0)
  const invoice: Invoice = {
    id: nextId(invoices),
    issuedDate,
    client,
    service: 'Software Development',
    total,
    avatar: '',
    invoiceStatus,
    balance: invoiceStatus === 'Paid' || total === 0 ? 0 : money(total),
    dueDate: localDate(30, new Date(`${issuedDate}T00:00`)),
    ...rest,
    items
  }
  invoices.push(invoice)
  return created({ invoice })
})

post<UpdateInvoiceResponse>('/apps/invoice/update-invoice', async (req) => {
  const input = readInvoiceBody(req.body)
  if (!input.ok) return badRequest(input.error)
  const id = readId(input.value.id)
  if (!id.ok) return badRequest(id.error)
  if (input.value.client === null) return badRequest('client is required')
  const fields = checkFields(input.value)
  if (!fields.ok) return badRequest(fields.error)

  const { invoices } = await store.get()
  const index = invoices.findIndex((row) => row.id === id.value)
  if (index < 0) return notFound('invoice')
  const invoice = withTotal({ ...invoices[index], ...fields.value }, fields.value)
  invoices[index] = invoice
  return ok({ invoice })
})
