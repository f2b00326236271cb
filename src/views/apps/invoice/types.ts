// The invoice app's contract with its backend (the mock in @fake-db or a real server): see
// spec/API.md "Invoices". The screens own these shapes; the mock implements them (type imports only).

/** Every status an invoice can carry. Statuses are data only: no transitions are enforced. */
export type InvoiceStatus = 'Paid' | 'Downloaded' | 'Sent' | 'Draft' | 'Partial Payment' | 'Past Due'

/** The services an invoice can bill for. */
export type InvoiceService =
  | 'Software Development'
  | 'UI/UX Design & Development'
  | 'Unlimited Extended License'
  | 'Template Customization'

/** How the client is asked to pay (the add/edit screens' select). */
export type InvoicePaymentMethod = 'Bank Account' | 'PayPal' | 'Card'

/** Sort direction of every list call. */
export type SortDirection = 'asc' | 'desc'

/** The party an invoice is addressed to. */
export interface InvoiceClient {
  /** Postal address on one line, e.g. "14 Harbour Lane, Bergen 5003". */
  address: string
  /** Company name as printed on the invoice. */
  company: string
  /** Billing e-mail address of the company (searched by the list's `q`). */
  companyEmail: string
  /** Country name in English. */
  country: string
  /** Phone number, free text. */
  contact: string
  /** Contact person's full name (searched by `q`; the list shows its initials when `avatar` is empty). */
  name: string
}

/** One billed line. */
export interface InvoiceItem {
  /** Short name of the work or product. */
  name: string
  /** Longer description; may be empty. */
  description: string
  /** Unit price in dollars, two decimals at most. */
  cost: number
  /** Quantity, a whole number of units. */
  qty: number
}

/** An invoice as stored and returned by every call. */
export interface Invoice {
  /** Unique, numeric; new invoices get the highest id + 1. */
  id: number
  /** Date of issue, local calendar date `YYYY-MM-DD`. */
  issuedDate: string
  /** Who is billed. */
  client: InvoiceClient
  /** What is billed. */
  service: InvoiceService
  /**
   * Amount in dollars: the items' `cost × qty` summed, minus `discount`, plus `taxRate` percent of
   * what remains, rounded to cents (0 when there are no items).
   */
  total: number
  /** Image path of the client's avatar (e.g. `/images/avatars/3.svg`), or `''`: show initials. */
  avatar: string
  /** Current status. */
  invoiceStatus: InvoiceStatus
  /**
   * What is still owed: the number `0` when settled, otherwise a money string such as `'$724'` or
   * `'-$205.75'` (negative: the client paid more than due, a credit).
   */
  balance: InvoiceBalance
  /** Date payment is due, local calendar date `YYYY-MM-DD`. */
  dueDate: string
  /** Billed lines. Older data may omit them; treat absent as `[]`. */
  items?: InvoiceItem[]
  /** Name of the salesperson who sold the work; absent or `''` when none. */
  salesperson?: string
  /** Free-text note printed at the bottom of the invoice. */
  note?: string
  /** Discount in dollars subtracted before tax (absent: 0). */
  discount?: number
  /** Tax in percent applied after the discount (absent: 0). */
  taxRate?: number
  /** Payment method chosen on the add/edit screen. */
  paymentMethod?: InvoicePaymentMethod
  /** Whether the payment-terms block is printed. */
  paymentTerms?: boolean
  /** Whether the client-notes block is printed. */
  clientNotes?: boolean
  /** Whether a payment stub is printed. */
  paymentStub?: boolean
}

/** `0` when nothing is owed, else a money string like `'$724'` or `'-$205.75'`. */
export type InvoiceBalance = 0 | string

/** Columns the list can be sorted by: top-level fields or a client field as a dotted path. */
export type InvoiceSortColumn =
  | 'id'
  | 'issuedDate'
  | 'service'
  | 'total'
  | 'invoiceStatus'
  | 'balance'
  | 'dueDate'
  | `client.${keyof InvoiceClient}`

/** Query of `GET /apps/invoice/invoices`. Every key is optional; strings from a URL are accepted. */
export interface InvoiceListParams {
  /** Case-insensitive substring on client e-mail, client name, id, total, balance, dueDate; a
   * fragment of "paid" also matches balance 0. Trimmed; empty matches everything. */
  q?: string
  /** Page size, default 10; anything but a positive integer falls back to it. */
  perPage?: number | string
  /** 1-based page, default 1; a page past the end is empty (with the right `total`). */
  page?: number | string
  /** Exact, case-insensitive status; empty or absent: every status. */
  status?: InvoiceStatus | ''
  /** Default `desc`. */
  sort?: SortDirection
  /** Default `id`; an unknown column falls back to it. */
  sortColumn?: InvoiceSortColumn
}

/** Answer of `GET /apps/invoice/invoices`. */
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
  /** Money string, e.g. `'$12,110.55'`. */
  totalDue: string
  bankName: string
  country: string
  iban: string
  swiftCode: string
}

/** Answer of `GET /api/invoice/invoices/{id}`. */
export interface InvoiceResponse {
  invoice: Invoice
  paymentDetails: PaymentDetails
}

/** Answer of `GET /api/invoice/clients`: the clients of the first five stored invoices. */
export type InvoiceClientsResponse = InvoiceClient[]

/** Query of `DELETE /apps/invoice/delete`. */
export interface DeleteInvoiceParams {
  id: number
}

/** Answer of `DELETE /apps/invoice/delete` (200): an empty object. */
export type DeleteInvoiceResponse = Record<string, never>

/**
 * An invoice to create: `client` (with a non-empty `name`; other client fields default to `''`) is
 * required, `id` is assigned by the server, unknown keys are dropped. Defaults for what is left out:
 * issuedDate today, dueDate 30 days after issuedDate, service "Software Development", total by the
 * rule on `Invoice.total`, status "Draft", balance the total as a money string (`0` when the status
 * is "Paid" or the total is 0), items `[]`, avatar `''`.
 */
export type NewInvoice = Partial<Omit<Invoice, 'id' | 'client'>> & { client: InvoiceClient }

/** Body of `POST /apps/invoice/add-invoice`. */
export interface AddInvoiceRequest {
  invoice: NewInvoice
}

/** Answer of `POST /apps/invoice/add-invoice` (201). */
export interface AddInvoiceResponse {
  invoice: Invoice
}

/** Fields to change on an existing invoice; given fields replace the stored ones (shallowly, so a
 * given `client` replaces the whole client). When items, discount or taxRate change and no `total`
 * is given, the total is recomputed by the rule on `Invoice.total`; `balance` is never derived. */
export type InvoiceUpdate = Partial<Omit<Invoice, 'id'>> & { id: number }

/** Body of `POST /apps/invoice/update-invoice`. */
export interface UpdateInvoiceRequest {
  invoice: InvoiceUpdate
}

/** Answer of `POST /apps/invoice/update-invoice`: the merged invoice. */
export interface UpdateInvoiceResponse {
  invoice: Invoice
}

/** Body of any failed call (4xx/5xx). */
export interface InvoiceErrorResponse {
  error: string
}
