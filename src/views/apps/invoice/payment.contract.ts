import { toBalance, toCents, type Invoice, type InvoiceBalance, type InvoiceStatus } from './contract'

// The one rule for balance and status: the mock derives and enforces it, the screen reads money with it.

/** What a balance says is owed: `0`, `'$12.50'`, or `'-$3'` (a credit). */
export const owedOf = (balance: InvoiceBalance): number =>
  balance === 0 ? 0 : toCents(Number(balance.replace('$', '')))

/** What was paid so far: the total less what is owed. */
export const paidOf = ({ total, balance }: Pick<Invoice, 'total' | 'balance'>): number =>
  toCents(total - owedOf(balance))

/** The statuses only payments decide; the others are stages an invoice goes through unpaid. */
const paymentStatuses: readonly InvoiceStatus[] = ['Paid', 'Partial Payment']
export const isPaymentStatus = (status: InvoiceStatus) => paymentStatuses.includes(status)

/**
 * Balance and status from the total and what was paid: nothing left is Paid, something paid is
 * Partial Payment, nothing paid keeps the invoice's stage (a payment status there falls back to Sent).
 */
export function settle(
  total: number,
  paid: number,
  stage: InvoiceStatus
): Pick<Invoice, 'balance' | 'invoiceStatus'> {
  const left = toCents(total - paid)
  const unpaidStage = isPaymentStatus(stage) ? 'Sent' : stage
  const invoiceStatus = paid <= 0 ? unpaidStage : left <= 0 ? 'Paid' : 'Partial Payment'
  return { balance: toBalance(left), invoiceStatus }
}
