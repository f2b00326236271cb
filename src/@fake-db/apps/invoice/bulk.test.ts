import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import type { BulkAnswer } from '@/@core/list/bulk/bulk.contract'
import type { Invoice, InvoiceListResponse } from '@/views/apps/invoice/contract'

const all = async () =>
  (await call<InvoiceListResponse>('get', '/apps/invoice/invoices', { params: { perPage: 100 } })).body
    .allData
const bulkDelete = (data: object) => call<BulkAnswer>('post', '/apps/invoice/bulk-delete', { data })
const bulkUpdate = (data: object) => call<BulkAnswer>('post', '/apps/invoice/bulk-update', { data })
const byId = (invoices: Invoice[], id: number) => invoices.find((invoice) => invoice.id === id)

freshMockPerTest()

describe('POST /apps/invoice/bulk-update', () => {
  it('sets a stage on the invoices it may and reports, unchanged, those whose payments decide it', async () => {
    const before = await all()
    const paid = before.filter((invoice) => invoice.balance === 0).slice(0, 2)
    const open = before.filter((invoice) => ['Draft', 'Downloaded', 'Sent'].includes(invoice.invoiceStatus))
    const chosen = [paid[0]!, open[0]!, paid[1]!, open[1]!].map((invoice) => invoice.id)
    const { status, body } = await bulkUpdate({
      selection: { ids: chosen },
      change: { invoiceStatus: 'Sent' }
    })
    expect(status).toBe(200)
    expect(body.done).toEqual([open[0]!.id, open[1]!.id])
    expect(body.failed.map(({ id, code }) => ({ id, code }))).toEqual([
      { id: paid[0]!.id, code: 'followsPayments' },
      { id: paid[1]!.id, code: 'followsPayments' }
    ])
    const after = await all()
    for (const invoice of paid) expect(byId(after, invoice.id)).toEqual(invoice)
    for (const invoice of open.slice(0, 2)) expect(byId(after, invoice.id)?.invoiceStatus).toBe('Sent')
  })

  it('refuses a status out of the list', async () => {
    const { status } = await bulkUpdate({ selection: { ids: [1] }, change: { invoiceStatus: 'Lost' } })
    expect(status).toBe(400)
  })
})

describe('POST /apps/invoice/bulk-delete', () => {
  it('deletes the invoices of a status on every page', async () => {
    const drafts = (await all()).filter((invoice) => invoice.invoiceStatus === 'Draft')
    expect(drafts.length).toBeGreaterThan(1)
    const { body } = await bulkDelete({ selection: { matching: { status: 'draft' } } })
    expect(body.done.length).toBe(drafts.length)
    expect((await all()).some((invoice) => invoice.invoiceStatus === 'Draft')).toBe(false)
  })
})
