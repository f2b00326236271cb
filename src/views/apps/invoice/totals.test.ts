import { describe, expect, it } from 'vitest'
import { invoiceTotal } from '@/@fake-db/apps/invoice/handlers'
import { balanceForNewTotal, paymentUpdate } from './payment'
import { invoiceTotals, lineTotal, toBalance } from './totals'

describe('invoiceTotals', () => {
  it('sums the lines, subtracts the discount, then adds the tax on what remains', () => {
    const totals = invoiceTotals([{ cost: 100, qty: 2 }, { cost: 49.5, qty: 1 }], 20, 10)
    expect(totals).toEqual({ subtotal: 249.5, discount: 20, tax: 22.95, total: 252.45 })
    expect(totals.subtotal - totals.discount + totals.tax).toBeCloseTo(totals.total, 10)
  })

  it('is 0 without items, whatever the discount', () => {
    expect(invoiceTotals([], 50, 20)).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 })
  })

  it('agrees with the server rule on awkward cents', () => {
    const cases = [
      { items: [{ cost: 0.1, qty: 3 }, { cost: 19.99, qty: 7 }], discount: 1.05, taxRate: 7.5 },
      { items: [{ cost: 349.5, qty: 1 }, { cost: 1290, qty: 1 }], discount: 0, taxRate: 21 },
      { items: [{ cost: 33.33, qty: 3 }], discount: 0.01, taxRate: 0 }
    ]
    for (const { items, discount, taxRate } of cases) {
      expect(invoiceTotals(items, discount, taxRate).total).toBe(invoiceTotal(items.map((item) => ({ ...item, name: '', description: '' })), discount, taxRate))
    }
  })

  it('counts a line being typed (empty number) as 0', () => {
    expect(lineTotal({ cost: Number.NaN, qty: 2 })).toBe(0)
    expect(lineTotal({ cost: 12.5, qty: 3 })).toBe(37.5)
  })
})

describe('balances', () => {
  it('writes the wire format the server accepts', () => {
    expect(toBalance(724)).toBe('$724')
    expect(toBalance(1303.5)).toBe('$1303.5')
    expect(toBalance(-205.75)).toBe('-$205.75')
    expect(toBalance(0.001)).toBe(0)
  })

  it('records a part payment, then the payment that settles the invoice', () => {
    expect(paymentUpdate({ id: 7, balance: '$724' }, 224)).toEqual({ id: 7, balance: '$500', invoiceStatus: 'Partial Payment' })
    expect(paymentUpdate({ id: 7, balance: '$500' }, 500)).toEqual({ id: 7, balance: 0, invoiceStatus: 'Paid' })
  })

  it('keeps what was paid when the total changes', () => {
    expect(balanceForNewTotal({ total: 1000, balance: '$400' }, 1200)).toBe('$600')
    expect(balanceForNewTotal({ total: 1000, balance: 0 }, 1000)).toBe(0)
  })
})
