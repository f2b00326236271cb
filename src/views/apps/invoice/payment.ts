import { parseMoney } from '@/utility/format'
import { toBalance, toCents } from './contract'
import type { Invoice, InvoiceUpdate } from './contract'

export function paymentUpdate(invoice: Pick<Invoice, 'id' | 'balance'>, amount: number): InvoiceUpdate {
  const remaining = toCents(parseMoney(invoice.balance) - amount)
  return {
    id: invoice.id,
    balance: toBalance(remaining),
    invoiceStatus: remaining <= 0 ? 'Paid' : 'Partial Payment'
  }
}

/** The server never derives the balance, so the screen keeps the two consistent. */
export function balanceForNewTotal(invoice: Pick<Invoice, 'total' | 'balance'>, newTotal: number) {
  const paid = invoice.total - parseMoney(invoice.balance)
  return toBalance(newTotal - paid)
}
