import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest, mockApi } from '@tests/mockApi'
import type { ActivityListResponse, HistoryResponse } from '@/utility/activity.contract'
import type { InvoiceResponse } from '@/views/apps/invoice/contract'

freshMockPerTest()

const entries = async (params: Record<string, unknown> = {}) =>
  (await call<ActivityListResponse>('get', '/apps/activity/entries', { params })).body
const invoice = async (id: number) =>
  (await call<InvoiceResponse>('get', `/api/invoice/invoices/${id}`)).body.invoice
const updateInvoice = (fields: Record<string, unknown>) =>
  call('post', '/apps/invoice/update-invoice', { data: { invoice: fields } })
const undo = (id: number) =>
  call<{ undone?: number; code?: string; error?: string }>('post', `/apps/activity/entries/${id}/undo`)

async function signIn(): Promise<void> {
  const { data } = await mockApi().post<{ accessToken: string }>('/jwt/login', {
    email: 'admin@demo.com',
    password: 'admin'
  })
  mockApi().defaults.headers.common.Authorization = `Bearer ${data.accessToken}`
}

describe('recording', () => {
  it('logs an invoice edit with who, what, the fields before and after', async () => {
    await signIn()
    const before = await invoice(5001)
    expect((await updateInvoice({ id: 5001, note: 'Changed by the test' })).status).toBe(200)
    const {
      entries: [entry],
      total
    } = await entries()
    expect(total).toBe(1)
    expect(entry).toMatchObject({
      user: { id: 1, name: 'Astrid Lindqvist' },
      app: 'invoice',
      entity: 'invoice',
      recordId: '5001',
      title: before.client.name,
      action: 'updated'
    })
    expect(entry.records[0].changes).toEqual([
      { field: 'note', before: before.note, after: 'Changed by the test' }
    ])
  })
})

describe('undo', () => {
  it('puts the invoice back and logs itself; a second undo is refused', async () => {
    const before = await invoice(5001)
    await updateInvoice({ id: 5001, note: 'Changed' })
    const [entry] = (await entries()).entries
    expect(await undo(entry.id)).toEqual({ status: 200, body: { undone: entry.id } })
    expect(await invoice(5001)).toEqual({ ...before, version: 3 })
    const log = (await entries()).entries
    expect(log.map((row) => [row.id, row.undoOf, row.undoneBy])).toEqual([
      [2, 1, undefined],
      [1, undefined, 2]
    ])
    expect((await undo(entry.id)).body.code).toBe('undone')
  })

  it('refuses when the record changed since, and changes nothing', async () => {
    await updateInvoice({ id: 5001, note: 'First' })
    await updateInvoice({ id: 5001, note: 'Second' })
    const first = (await entries()).entries.at(-1)!
    const refused = await undo(first.id)
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('changedSince')
    expect((await invoice(5001)).note).toBe('Second')
    expect((await entries()).total).toBe(2)
  })

  it('brings a deleted invoice back where it was', async () => {
    const before = await invoice(5003)
    await call('delete', '/apps/invoice/delete', { params: { id: 5003 } })
    const [entry] = (await entries()).entries
    expect(entry.action).toBe('deleted')
    expect((await undo(entry.id)).status).toBe(200)
    expect(await invoice(5003)).toEqual({ ...before, version: 1 })
    const history = (
      await call<HistoryResponse>('get', '/apps/activity/history', {
        params: { entity: 'invoice', id: '5003' }
      })
    ).body
    expect(history.entries.map((row) => row.action)).toEqual(['created', 'deleted'])
  })
})
