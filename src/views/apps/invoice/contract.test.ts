import { describe, expect, it } from 'vitest'
import { owedOf, paidOf, settle } from './payment.contract'
import { balanceSchema, invoiceTotals, lineTotal, moneyText, toBalance } from './contract'

describe('invoiceTotals', () => {
  it('sums the lines, subtracts the discount, then adds the tax on what remains', () => {
    const totals = invoiceTotals(
      [
        { cost: 100, qty: 2 },
        { cost: 49.5, qty: 1 }
      ],
      20,
      10
    )
    expect(totals).toEqual({ subtotal: 249.5, discount: 20, tax: 22.95, total: 252.45 })
    expect(totals.subtotal - totals.discount + totals.tax).toBeCloseTo(totals.total, 10)
  })

  it('is 0 without items, whatever the discount', () => {
    expect(invoiceTotals([], 50, 20)).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 })
  })

  it('rounds awkward cents the way the printed lines add up', () => {
    const totals = invoiceTotals(
      [
        { cost: 0.1, qty: 3 },
        { cost: 19.99, qty: 7 }
      ],
      1.05,
      7.5
    )
    expect(totals).toEqual({ subtotal: 140.23, discount: 1.05, tax: 10.44, total: 149.62 })
    expect(invoiceTotals([{ cost: 33.33, qty: 3 }], 0.01, 0).total).toBe(99.98)
  })

  it('counts a line being typed (empty number) as 0', () => {
    expect(lineTotal({ cost: Number.NaN, qty: 2 })).toBe(0)
    expect(lineTotal({ cost: 12.5, qty: 3 })).toBe(37.5)
  })
})

describe('balances', () => {
  it('writes the wire format the server accepts', () => {
    expect(toBalance(724)).toBe('$724')
    // One money format on both sides (the mock's seed and the screens used to differ here).
    expect(toBalance(1303.5)).toBe('$1303.50')
    expect(moneyText(1303.5)).toBe('$1303.50')
    expect(toBalance(-205.75)).toBe('-$205.75')
    expect(toBalance(0.001)).toBe(0)
    for (const value of [724, 1303.5, -205.75, 0.004])
      expect(balanceSchema.safeParse(toBalance(value)).success).toBe(true)
  })

  it('reads what is owed and what was paid from the total and the balance', () => {
    expect(owedOf(0)).toBe(0)
    expect(owedOf('$1303.50')).toBe(1303.5)
    expect(owedOf('-$205.75')).toBe(-205.75)
    expect(paidOf({ total: 1000, balance: '$400' })).toBe(600)
    expect(paidOf({ total: 1000, balance: '-$5' })).toBe(1005)
  })

  it('derives Partial Payment, then Paid, from the payments', () => {
    expect(settle(724, 224, 'Sent')).toEqual({ balance: '$500', invoiceStatus: 'Partial Payment' })
    expect(settle(724, 724, 'Partial Payment')).toEqual({ balance: 0, invoiceStatus: 'Paid' })
    expect(settle(724, 730, 'Sent')).toEqual({ balance: '-$6', invoiceStatus: 'Paid' })
  })

  it('keeps the stage of an unpaid invoice, never a payment status', () => {
    expect(settle(724, 0, 'Past Due')).toEqual({ balance: '$724', invoiceStatus: 'Past Due' })
    expect(settle(724, 0, 'Paid')).toEqual({ balance: '$724', invoiceStatus: 'Sent' })
    expect(settle(0, 0, 'Draft')).toEqual({ balance: 0, invoiceStatus: 'Draft' })
  })

  it('keeps what was paid when the total changes', () => {
    expect(settle(1200, paidOf({ total: 1000, balance: '$400' }), 'Partial Payment').balance).toBe('$600')
    expect(settle(1000, paidOf({ total: 1000, balance: 0 }), 'Paid')).toEqual({
      balance: 0,
      invoiceStatus: 'Paid'
    })
  })
})
