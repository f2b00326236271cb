import { describe, expect, it } from 'vitest'
import { invoiceTotals } from '@/views/apps/invoice/contract'
import { parseMoney } from '@/utility/format'
import { createInvoices } from './data'

const invoices = createInvoices()

describe('seed invoices', () => {
  it('have several line items whose totals give the stored total', () => {
    for (const invoice of invoices) {
      expect(invoice.items!.length, `invoice ${invoice.id}`).toBeGreaterThanOrEqual(2)
      expect(invoiceTotals(invoice.items!, invoice.discount, invoice.taxRate).total).toBe(invoice.total)
    }
  })

  it('owe nothing once paid (an overpayment is a credit), and part of the total when partly paid', () => {
    for (const invoice of invoices) {
      const balance = parseMoney(invoice.balance)
      if (invoice.invoiceStatus === 'Paid') expect(balance, `invoice ${invoice.id}`).toBeLessThanOrEqual(0)
      if (invoice.invoiceStatus === 'Partial Payment') {
        expect(balance).toBeGreaterThan(0)
        expect(balance).toBeLessThan(invoice.total)
      }
    }
    expect(invoices.some((invoice) => parseMoney(invoice.balance) < 0)).toBe(true)
  })
})
