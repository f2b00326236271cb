import { z } from 'zod/mini'
import { zEmail, limits, zRequiredText } from '@/utility/contract'
import { isoDay } from '@/utility/rules.contract'
import { clientSchema, invoiceSchema, invoiceTotals, itemSchema, type Invoice } from '../contract'

// Messages with a dot are `invoice` i18n keys; the others are validation codes.

export const newClientSchema = z.extend(clientSchema, { company: zRequiredText(), companyEmail: zEmail() })
export type ClientForm = z.infer<typeof newClientSchema>

const formItemSchema = z.extend(itemSchema, {
  name: z.string().check(z.trim(), z.minLength(1, 'form.errors.itemName'), z.maxLength(limits.shortText)),
  description: z.string().check(z.maxLength(limits.text)),
  qty: z.int().check(z.minimum(1), z.maximum(limits.quantity))
})

export const invoiceFormSchema = z
  .extend(
    z.required(
      z.pick(invoiceSchema, {
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
    ),
    {
      // Chosen from the picker, so only "is there one" is checked here.
      client: z.extend(clientSchema, {
        name: z.string().check(z.trim(), z.minLength(1, 'form.errors.client'))
      }),
      items: z.array(formItemSchema).check(z.minLength(1, 'form.errors.items'), z.maxLength(limits.items))
    }
  )
  .check(
    z.refine((form) => form.dueDate >= form.issuedDate, {
      path: ['dueDate'],
      message: 'form.errors.dueBeforeIssued'
    }),
    z.refine((form) => form.discount <= invoiceTotals(form.items).subtotal, {
      path: ['discount'],
      message: 'form.errors.discountTooHigh'
    })
  )

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
