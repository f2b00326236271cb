import { z } from 'zod'
import { zEmail, limits, zRequiredText } from '@/utility/contract'
import { isoDay } from '@/utility/rules.contract'
import { clientSchema, invoiceSchema, invoiceTotals, itemSchema, type Invoice } from '../contract'

// Messages with a dot are `invoice` i18n keys; the others are validation codes.

export const newClientSchema = clientSchema.extend({ company: zRequiredText(), companyEmail: zEmail() })
export type ClientForm = z.infer<typeof newClientSchema>

const formItemSchema = itemSchema.extend({
  name: z.string().trim().min(1, 'form.errors.itemName').max(limits.shortText),
  description: z.string().max(limits.text),
  qty: z.int().min(1).max(limits.quantity)
})

export const invoiceFormSchema = invoiceSchema
  .pick({
    client: true,
    issuedDate: true,
    dueDate: true,
    salesperson: true,
    note: true,
    discount: true,
    taxRate: true,
    paymentMethod: true,
    paymentTerms: true,
    clientNotes: true,
    paymentStub: true
  })
  .required()
  .extend({
    // Chosen from the picker, so only "is there one" is checked here.
    client: clientSchema.extend({ name: z.string().trim().min(1, 'form.errors.client') }),
    items: z.array(formItemSchema).min(1, 'form.errors.items').max(limits.items)
  })
  // ISO dates compare correctly as text.
  .refine((form) => form.dueDate >= form.issuedDate, {
    path: ['dueDate'],
    message: 'form.errors.dueBeforeIssued'
  })
  .refine((form) => form.discount <= invoiceTotals(form.items).subtotal, {
    path: ['discount'],
    message: 'form.errors.discountTooHigh'
  })

export type InvoiceForm = z.infer<typeof invoiceFormSchema>

export const emptyItem = { name: '', description: '', cost: 0, qty: 1 }

export function emptyInvoiceForm(): InvoiceForm {
  return {
    client: { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' },
    issuedDate: isoDay(),
    dueDate: isoDay(30),
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
