import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import type {
  Invoice,
  InvoiceListResponse,
  InvoiceResponse,
  SavedInvoiceResponse
} from '@/views/apps/invoice/contract'
import { moneyText } from '@/views/apps/invoice/contract'
import { paidOf, settle } from '@/views/apps/invoice/payment.contract'

const allData = async () =>
  (await call<InvoiceListResponse>('get', '/apps/invoice/invoices', { params: { perPage: 100 } })).body
    .allData
const one = async (id: number) =>
  (await call<InvoiceResponse>('get', `/api/invoice/invoices/${id}`)).body.invoice
const update = (invoice: Record<string, unknown>) =>
  call<SavedInvoiceResponse & { error: string }>('post', '/apps/invoice/update-invoice', {
    data: { invoice }
  })
const add = (invoice: Record<string, unknown>) =>
  call<SavedInvoiceResponse & { error: string }>('post', '/apps/invoice/add-invoice', { data: { invoice } })
const client = { name: 'Tessa Tester' }

freshMockPerTest()

/** An unpaid seeded invoice (its balance is its total) with a status set by hand. */
const unpaid = async (): Promise<Invoice> => {
  const rows = await allData()
  return rows.find((row) => row.invoiceStatus === 'Sent' && row.total > 100)!
}

describe('balance and status are derived by the server', () => {
  it('seeds every invoice as the rule derives it', async () => {
    for (const row of await allData())
      expect(settle(row.total, paidOf(row), row.invoiceStatus)).toEqual({
        balance: row.balance,
        invoiceStatus: row.invoiceStatus
      })
  })

  it('records a part payment, then the payment that settles the invoice', async () => {
    const invoice = await unpaid()
    const part = await update({ id: invoice.id, payment: 100 })
    expect(part.status).toBe(200)
    expect(part.body.invoice).toMatchObject({
      balance: moneyText(invoice.total - 100),
      invoiceStatus: 'Partial Payment',
      total: invoice.total
    })
    const rest = await update({ id: invoice.id, payment: invoice.total - 100 })
    expect(rest.body.invoice).toMatchObject({ balance: 0, invoiceStatus: 'Paid' })
    expect(await one(invoice.id)).toEqual(rest.body.invoice)
  })

  it('keeps what was paid when the items change the total', async () => {
    const invoice = await unpaid()
    await update({ id: invoice.id, payment: 100 })
    const items = [{ name: 'Audit', description: '', cost: 300, qty: 3 }]
    const { body } = await update({ id: invoice.id, items, discount: 0, taxRate: 0 })
    expect(body.invoice).toMatchObject({ total: 900, balance: '$800', invoiceStatus: 'Partial Payment' })
  })

  it('ignores a posted balance: the client never sets what the server derives', async () => {
    const invoice = await unpaid()
    const { status, body } = await update({ id: invoice.id, balance: 0, note: 'Paid?' })
    expect(status).toBe(200)
    expect(body.invoice).toMatchObject({ balance: invoice.balance, invoiceStatus: 'Sent', note: 'Paid?' })
    const added = await add({ client, total: 120, balance: 0 })
    expect(added.body.invoice).toMatchObject({ balance: '$120', invoiceStatus: 'Draft' })
  })

  it('refuses Paid on an unpaid invoice, and a payment status on a new one, changing nothing', async () => {
    const invoice = await unpaid()
    await expectRefused(
      () => update({ id: invoice.id, invoiceStatus: 'Paid', balance: 0 }),
      allData,
      400,
      /invoiceStatus must be Sent/
    )
    await expectRefused(
      () => update({ id: invoice.id, invoiceStatus: 'Partial Payment' }),
      allData,
      400,
      /invoiceStatus must be Sent/
    )
    await expectRefused(() => add({ client, invoiceStatus: 'Paid' }), allData, 400, /invoiceStatus Paid/)
  })

  it('refuses a hand-set stage on a paid invoice and a payment over the balance', async () => {
    const paid = (await allData()).find((row) => row.invoiceStatus === 'Paid')!
    await expectRefused(
      () => update({ id: paid.id, invoiceStatus: 'Draft' }),
      allData,
      400,
      /invoiceStatus must be Paid/
    )
    const invoice = await unpaid()
    await expectRefused(
      () => update({ id: invoice.id, payment: invoice.total + 1 }),
      allData,
      400,
      /payment must not exceed the balance/
    )
    await expectRefused(() => update({ id: invoice.id, payment: -5 }), allData, 400, /payment/)
  })
})
