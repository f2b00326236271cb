import type { InvoiceBalance, InvoiceItem } from './types'

/** Money rounded to cents, as the server rounds. */
export const toCents = (amount: number) => Math.round(amount * 100) / 100

export interface InvoiceTotals {
  subtotal: number
  discount: number
  tax: number
  total: number
}

/** The total rule of `Invoice.total` (the server applies the same one): items summed, minus the
 *  discount, plus `taxRate` percent of what remains, rounded to cents; 0 without items. The tax
 *  is what makes subtotal − discount + tax equal the total, so the printed lines always add up. */
export function invoiceTotals(items: readonly Pick<InvoiceItem, 'cost' | 'qty'>[], discount = 0, taxRate = 0): InvoiceTotals {
  if (items.length === 0) return { subtotal: 0, discount: 0, tax: 0, total: 0 }
  const subtotal = toCents(items.reduce((sum, item) => sum + lineTotal(item), 0))
  const total = toCents((subtotal - discount) * (1 + taxRate / 100))
  return { subtotal, discount, tax: toCents(total - (subtotal - discount)), total }
}

/** One line's price: cost × quantity (empty inputs count as 0 while the user types). */
export function lineTotal({ cost, qty }: Pick<InvoiceItem, 'cost' | 'qty'>): number {
  return toCents((Number.isFinite(cost) ? cost : 0) * (Number.isFinite(qty) ? qty : 0))
}

/** A balance as the API stores it: `0` when settled, else `'$724'`, `'$1303.5'`, `'-$205.75'`
 *  (a wire format, not a display one: screens show balances with `formatMoney`). */
export function toBalance(amount: number): InvoiceBalance {
  const cents = toCents(amount)
  if (cents === 0) return 0
  return `${cents < 0 ? '-' : ''}$${Math.abs(cents)}`
}
