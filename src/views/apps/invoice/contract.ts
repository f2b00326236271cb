/** The invoice app's contract with its backend (API.md "Invoices"): schemas, the types inferred
 *  from them, value lists, addresses and pure rules. The screens and the mock both apply it. */
import { z } from 'zod'
import {
  zAmount,
  idSchema,
  zIsoDate,
  limits,
  zRequiredText,
  zText,
  type SortDirection
} from '@/utility/contract'

export type { SortDirection }

// ---- value lists ------------------------------------------------------------------------------

/** Every status an invoice can carry. Statuses are data only: no transitions are enforced. */
export const invoiceStatuses = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

/** The services an invoice can bill for. */
export const invoiceServices = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization'
] as const
export type InvoiceService = (typeof invoiceServices)[number]

/** How the client is asked to pay (the add/edit screens' select). */
export const paymentMethods = ['Bank Account', 'PayPal', 'Card'] as const
export type InvoicePaymentMethod = (typeof paymentMethods)[number]

/** Columns the list can be sorted by: top-level fields or a client field as a dotted path. */
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

// ---- addresses ----------------------------------------------------------------------------------

/** The calls of API.md "Invoices". */
export const endpoints = {
  list: '/apps/invoice/invoices',
  one: (id: number | string) => `/api/invoice/invoices/${id}`,
  clients: '/api/invoice/clients',
  delete: '/apps/invoice/delete',
  add: '/apps/invoice/add-invoice',
  update: '/apps/invoice/update-invoice'
} as const

export { invoicePaths, searchPages } from './routes.contract'

// ---- rules --------------------------------------------------------------------------------------

/** Money rounded to cents. */
export const toCents = (value: number) => Math.round(value * 100) / 100

/** A money string as the API writes balances: `'$724'`, `'$1303.50'`, `'-$205.75'`. */
export function moneyText(value: number): string {
  const cents = Math.abs(toCents(value))
  return `${value < 0 && cents > 0 ? '-' : ''}$${Number.isInteger(cents) ? cents : cents.toFixed(2)}`
}

/** A balance as stored: `0` when settled, else a money string. */
export function toBalance(value: number): InvoiceBalance {
  return toCents(value) === 0 ? 0 : moneyText(value)
}

/** One line's price: cost × quantity (empty inputs count as 0 while the user types). */
export function lineTotal({ cost, qty }: Pick<InvoiceItem, 'cost' | 'qty'>): number {
  return toCents((Number.isFinite(cost) ? cost : 0) * (Number.isFinite(qty) ? qty : 0))
}

export interface InvoiceTotals {
  subtotal: number
  discount: number
  tax: number
  total: number
}

/** The total rule of `Invoice.total`: items summed, minus the discount, plus `taxRate` percent of
 *  what remains, rounded to cents; 0 without items. The tax is what makes subtotal − discount + tax
 *  equal the total, so printed lines always add up. */
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

// ---- schemas ------------------------------------------------------------------------------------

/** `0` when nothing is owed, else a money string like `'$724'` or `'-$205.75'` (negative: a credit). */
export const balanceSchema = z.union([z.literal(0), z.string().regex(/^-?\$\d+(\.\d{1,2})?$/)], 'money')
export type InvoiceBalance = z.infer<typeof balanceSchema>

/** The party an invoice is addressed to. */
export const clientSchema = z.object({
  /** Postal address on one line. */
  address: zText(limits.text),
  /** Company name as printed on the invoice. */
  company: zText(),
  /** Billing e-mail address of the company (searched by the list's `q`). */
  companyEmail: zText(),
  /** Country name in English. */
  country: zText(),
  /** Phone number, free text. */
  contact: zText(),
  /** Contact person's full name (searched by `q`; the list shows its initials without an avatar). */
  name: zRequiredText()
})
export type InvoiceClient = z.infer<typeof clientSchema>

/** One billed line. */
export const itemSchema = z.object({
  name: zText(),
  /** Longer description; may be empty. */
  description: zText(limits.text).default(''),
  /** Unit price in dollars. */
  cost: zAmount(),
  /** Quantity, a whole number of units. */
  qty: z.int().min(0).max(limits.quantity)
})
export type InvoiceItem = z.infer<typeof itemSchema>

/** An invoice as stored and returned by every call. */
export const invoiceSchema = z.object({
  /** Unique, numeric; new invoices get the highest id + 1. */
  id: z.int(),
  /** Date of issue, local calendar date `YYYY-MM-DD`. */
  issuedDate: zIsoDate(),
  client: clientSchema,
  service: z.enum(invoiceServices),
  /** Dollars, by the rule of `invoiceTotals` unless given. */
  total: z.number().min(-limits.amount).max(limits.amount),
  /** Image path of the client's avatar, or `''`: show initials. */
  avatar: zText(),
  invoiceStatus: z.enum(invoiceStatuses),
  balance: balanceSchema,
  /** Date payment is due, local calendar date `YYYY-MM-DD`. */
  dueDate: zIsoDate(),
  /** Billed lines. Older data may omit them; treat absent as `[]`. */
  items: z.array(itemSchema).max(limits.items).optional(),
  salesperson: zText().optional(),
  /** Free-text note printed at the bottom of the invoice. */
  note: zText(limits.text).optional(),
  /** Discount in dollars subtracted before tax (absent: 0). */
  discount: zAmount().optional(),
  /** Tax in percent applied after the discount (absent: 0). */
  taxRate: z.number().min(0).max(100).optional(),
  paymentMethod: z.enum(paymentMethods).optional(),
  /** Whether the payment-terms, client-notes and payment-stub blocks are printed. */
  paymentTerms: z.boolean().optional(),
  clientNotes: z.boolean().optional(),
  paymentStub: z.boolean().optional()
})
export type Invoice = z.infer<typeof invoiceSchema>

const fields = invoiceSchema.omit({ id: true, client: true }).partial()

/** Body of `add-invoice`: `{invoice}` with a client (name required, other client fields default
 *  to `''`); unknown keys are dropped, defaults filled by the server. */
// Each step its own top-level declaration: the build drops an unused one only then (vite.config.ts).
const newClient = clientSchema.partial().required({ name: true })
const newInvoiceFields = fields.extend({ client: newClient })
export const addInvoiceBody = z.object({ invoice: newInvoiceFields })
export type NewInvoice = z.input<typeof addInvoiceBody>['invoice']

/** Body of `update-invoice`: the id and the fields to replace. A partial `client` is merged into
 *  the stored one. When items, discount or taxRate change and no total is given, the total follows
 *  the rule; `balance` is never derived. */
const clientChanges = clientSchema.partial().optional()
const invoiceChanges = fields.extend({ id: idSchema, client: clientChanges })
export const updateInvoiceBody = z.object({ invoice: invoiceChanges })
export type InvoiceUpdate = z.output<typeof updateInvoiceBody>['invoice']

/** Query of `DELETE /apps/invoice/delete` and of the one-invoice call's path. */
export const invoiceIdParams = z.object({ id: idSchema })

/** Query of `GET /apps/invoice/invoices`; lenient: what is not understood falls back. */
export interface InvoiceListParams {
  /** Substring of client e-mail, client name, id, total, balance, due date; a fragment of "paid"
   *  also finds settled invoices. */
  q?: string
  perPage?: number | string
  page?: number | string
  /** Exact, case-insensitive; empty: every status. */
  status?: InvoiceStatus | ''
  sort?: SortDirection
  sortColumn?: InvoiceSortColumn
}

// ---- answers ------------------------------------------------------------------------------------

export interface InvoiceListResponse {
  /** Every stored invoice, unfiltered, in stored order. */
  allData: Invoice[]
  /** How many invoices match the search and filter (all pages). */
  total: number
  /** The requested page of matching invoices, sorted. */
  invoices: Invoice[]
}

/** The demo's fixed bank details printed on every invoice. */
export interface PaymentDetails {
  totalDue: string
  bankName: string
  country: string
  iban: string
  swiftCode: string
}

export interface InvoiceResponse {
  invoice: Invoice
  paymentDetails: PaymentDetails
}

/** The clients of the first five stored invoices. */
export type InvoiceClientsResponse = InvoiceClient[]
export type DeleteInvoiceResponse = Record<string, never>
export interface SavedInvoiceResponse {
  invoice: Invoice
}
