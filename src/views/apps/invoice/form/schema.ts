import { z } from 'zod'
import { isoDay as isoDate } from '../contract'
import { invoiceTotals } from '../contract'
import type { Invoice, InvoicePaymentMethod } from '../contract'

// Messages are `invoice` i18n keys; the Field component translates them.
export const clientSchema = z.object({
  name: z.string().trim().min(1, 'form.errors.clientName'),
  company: z.string().trim().min(1, 'form.errors.company'),
  companyEmail: z.email('form.errors.email'),
  address: z.string().trim(),
  country: z.string().trim(),
  contact: z.string().trim()
})
export type ClientForm = z.infer<typeof clientSchema>

const money = (message: string) => z.number({ error: message }).min(0, message)

const itemSchema = z.object({
  name: z.string().trim().min(1, 'form.errors.itemName'),
  description: z.string(),
  cost: money('form.errors.cost'),
  qty: z.number({ error: 'form.errors.qty' }).int('form.errors.qty').min(1, 'form.errors.qty')
})

export const paymentMethods: readonly InvoicePaymentMethod[] = ['Bank Account', 'PayPal', 'Card']

export const invoiceFormSchema = z
  .object({
    // Chosen from the picker, so only "is there one" is checked here.
    client: clientSchema.extend({ name: z.string().trim().min(1, 'form.errors.client'), company: z.string(), companyEmail: z.string() }),
    issuedDate: z.string().min(1, 'form.errors.date'),
    dueDate: z.string().min(1, 'form.errors.date'),
    items: z.array(itemSchema).min(1, 'form.errors.items'),
    discount: money('form.errors.discount'),
    taxRate: z.number({ error: 'form.errors.taxRate' }).min(0, 'form.errors.taxRate').max(100, 'form.errors.taxRate'),
    salesperson: z.string().trim().max(80, 'form.errors.tooLong'),
    note: z.string().trim().max(500, 'form.errors.tooLong'),
    paymentMethod: z.enum(paymentMethods as [InvoicePaymentMethod, ...InvoicePaymentMethod[]]),
    paymentTerms: z.boolean(),
    clientNotes: z.boolean(),
    paymentStub: z.boolean()
  })
  // ISO dates compare correctly as text.
  .refine((form) => form.dueDate >= form.issuedDate, { path: ['dueDate'], message: 'form.errors.dueBeforeIssued' })
  .refine((form) => form.discount <= invoiceTotals(form.items).subtotal, { path: ['discount'], message: 'form.errors.discountTooHigh' })

export type InvoiceForm = z.infer<typeof invoiceFormSchema>

export const emptyItem = { name: '', description: '', cost: 0, qty: 1 }

export function emptyInvoiceForm(): InvoiceForm {
  return {
    client: { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' },
    issuedDate: isoDate(),
    dueDate: isoDate(30),
    items: [{ ...emptyItem }],
    discount: 0,
    taxRate: 0,
    salesperson: '',
    note: '',
    paymentMethod: 'Bank Account',
    paymentTerms: true,
    clientNotes: false,
    paymentStub: false
  }
}

/** An invoice as the form edits it (absent optional fields get the form's defaults). */
export function toInvoiceForm(invoice: Invoice): InvoiceForm {
  const empty = emptyInvoiceForm()
  return {
    ...empty,
    client: invoice.client,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    items: invoice.items?.length ? invoice.items : empty.items,
    discount: invoice.discount ?? 0,
    taxRate: invoice.taxRate ?? 0,
    salesperson: invoice.salesperson ?? '',
    note: invoice.note ?? '',
    paymentMethod: invoice.paymentMethod ?? empty.paymentMethod,
    paymentTerms: invoice.paymentTerms ?? empty.paymentTerms,
    clientNotes: invoice.clientNotes ?? empty.clientNotes,
    paymentStub: invoice.paymentStub ?? empty.paymentStub
  }
}
