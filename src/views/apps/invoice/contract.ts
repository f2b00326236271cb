import { z } from 'zod/mini'
import { zAmount, idSchema, zIsoDate, limits, zRequiredText, zText, zUrl } from '@/utility/contract'
import { emptyAnswer, keptList, type Sent } from '@/utility/answer.contract'
import { choice, columnSort, paging, text, type ListValues } from '@/utility/list.contract'
import { versioned, versionParams } from '@/utility/version.contract'
import { bulkBody } from '@/@core/list/bulk/bulk.contract'

export type { SortDirection } from '@/utility/list.contract'

/** Paid and Partial Payment follow the payments (payment.contract.ts); the others are stages set by hand. */
export const invoiceStatuses = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

export const invoiceServices = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization'
] as const
export type InvoiceService = (typeof invoiceServices)[number]

export const paymentMethods = ['Bank Account', 'PayPal', 'Card'] as const

export const invoiceSortColumns = [
  'id',
  'issuedDate',
  'service',
  'total',
  'invoiceStatus',
  'balance',
  'dueDate',
  'client.address',
  'client.company',
  'client.companyEmail',
  'client.country',
  'client.contact',
  'client.name'
] as const
export type InvoiceSortColumn = (typeof invoiceSortColumns)[number]

export const endpoints = {
  list: '/apps/invoice/invoices',
  one: (id: number | string) => `/api/invoice/invoices/${id}`,
  clients: '/api/invoice/clients',
  delete: '/apps/invoice/delete',
  add: '/apps/invoice/add-invoice',
  update: '/apps/invoice/update-invoice',
  bulkDelete: '/apps/invoice/bulk-delete',
  bulkUpdate: '/apps/invoice/bulk-update'
} as const

export { invoicePaths } from './routes.contract'

export const toCents = (value: number) => Math.round(value * 100) / 100

export function moneyText(value: number): string {
  const cents = Math.abs(toCents(value))
  return `${value < 0 && cents > 0 ? '-' : ''}$${Number.isInteger(cents) ? cents : cents.toFixed(2)}`
}

export function toBalance(value: number): InvoiceBalance {
  return toCents(value) === 0 ? 0 : moneyText(value)
}

/** Empty inputs count as 0 while the user types. */
export function lineTotal({ cost, qty }: Pick<InvoiceItem, 'cost' | 'qty'>): number {
  return toCents((Number.isFinite(cost) ? cost : 0) * (Number.isFinite(qty) ? qty : 0))
}

export interface InvoiceTotals {
  subtotal: number
  discount: number
  tax: number
  total: number
}

/** The tax is what makes subtotal − discount + tax equal the total, so printed lines always add up. */
export function invoiceTotals(
  items: readonly Pick<InvoiceItem, 'cost' | 'qty'>[],
  discount = 0,
  taxRate = 0
): InvoiceTotals {
  if (items.length === 0) return { subtotal: 0, discount: 0, tax: 0, total: 0 }
  const subtotal = toCents(items.reduce((sum, item) => sum + lineTotal(item), 0))
  const total = toCents((subtotal - discount) * (1 + taxRate / 100))
  return { subtotal, discount, tax: toCents(total - (subtotal - discount)), total }
}

export const balanceSchema = z.union(
  [z.literal(0), z.string().check(z.regex(/^-?\$\d+(\.\d{1,2})?$/))],
  'money'
)
export type InvoiceBalance = z.infer<typeof balanceSchema>

export const clientSchema = z.object({
  address: zText(limits.text),
  company: zText(),
  companyEmail: zText(),
  country: zText(),
  contact: zText(),
  name: zRequiredText()
})
export type InvoiceClient = z.infer<typeof clientSchema>

export const itemSchema = z.object({
  name: zText(),
  description: z._default(zText(limits.text), ''),
  cost: zAmount(),
  qty: z.int().check(z.minimum(0), z.maximum(limits.quantity))
})
export type InvoiceItem = z.infer<typeof itemSchema>

export const invoiceSchema = z.object({
  id: z.int(),
  issuedDate: zIsoDate(),
  client: clientSchema,
  service: z.enum(invoiceServices),
  total: z.number().check(z.minimum(-limits.amount), z.maximum(limits.amount)),
  avatar: zUrl(limits.shortText),
  invoiceStatus: z.enum(invoiceStatuses),
  balance: balanceSchema,
  dueDate: zIsoDate(),
  /** Older data may omit them; treat absent as `[]`. */
  items: z.optional(z.array(itemSchema).check(z.maxLength(limits.items))),
  salesperson: z.optional(zText()),
  note: z.optional(zText(limits.text)),
  discount: z.optional(zAmount()),
  taxRate: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  paymentMethod: z.optional(z.enum(paymentMethods)),
  paymentTerms: z.optional(z.boolean()),
  clientNotes: z.optional(z.boolean()),
  paymentStub: z.optional(z.boolean()),
  ...versioned
})
export type Invoice = z.infer<typeof invoiceSchema>

/** `balance` is derived where the data lives (payment.contract.ts), so no request carries it. */
const fields = z.partial(z.omit(invoiceSchema, { id: true, client: true, balance: true, version: true }))

// Each step its own top-level declaration: the build drops an unused one only then (vite.config.ts).
const newClient = z.required(z.partial(clientSchema), { name: true })
const newInvoiceFields = z.extend(fields, { client: newClient })
export const addInvoiceBody = z.object({ invoice: newInvoiceFields })
export type NewInvoice = z.input<typeof addInvoiceBody>['invoice']

/** A partial `client` is merged; without a given total the total follows the rule; `payment` is money received now. */
const clientChanges = z.optional(z.partial(clientSchema))
const paymentAmount = z.optional(z.number().check(z.positive(), z.maximum(limits.amount)))
const invoiceChanges = z.extend(fields, {
  id: idSchema,
  client: clientChanges,
  payment: paymentAmount,
  ...versioned
})
export const updateInvoiceBody = z.object({ invoice: invoiceChanges })
export type InvoiceUpdate = z.output<typeof updateInvoiceBody>['invoice']

export const invoiceIdParams = z.object({ id: idSchema })
export const deleteInvoiceParams = z.extend(invoiceIdParams, versionParams.shape)

/** A stage for many invoices at once; one whose payments decide its status is refused (`followsPayments`). */
export const invoiceBulkUpdateBody = bulkBody(z.object({ invoiceStatus: z.enum(invoiceStatuses) }))
export type InvoiceBulkUpdate = z.infer<typeof invoiceBulkUpdateBody>

export const invoiceListParams = {
  q: text(),
  ...paging(10),
  status: choice(invoiceStatuses, '', { exact: true, foldCase: true }),
  ...columnSort(invoiceSortColumns, 'id', 'desc')
}
export type InvoiceListParams = Partial<ListValues<typeof invoiceListParams>>

export const invoiceListAnswer = keptList(
  z.object({
    allData: z.array(invoiceSchema),
    total: z.int().check(z.minimum(0)),
    invoices: z.array(invoiceSchema)
  }),
  'invoices'
)
export type InvoiceListResponse = Sent<typeof invoiceListAnswer>

const paymentDetailsSchema = z.object({
  totalDue: zText(),
  bankName: zText(),
  country: zText(),
  iban: zText(),
  swiftCode: zText()
})
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>

export const invoiceResponseSchema = z.object({
  invoice: invoiceSchema,
  paymentDetails: paymentDetailsSchema
})
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>

export const invoiceClientsResponseSchema = z.array(clientSchema).check(z.maxLength(limits.items))
export type InvoiceClientsResponse = Sent<typeof invoiceClientsResponseSchema>
export const deleteInvoiceAnswer = emptyAnswer
export type DeleteInvoiceResponse = Sent<typeof deleteInvoiceAnswer>
export const savedInvoiceAnswer = z.object({ invoice: invoiceSchema })
export type SavedInvoiceResponse = Sent<typeof savedInvoiceAnswer>
