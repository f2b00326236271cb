import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import type {
  Invoice,
  InvoiceClient,
  InvoiceListResponse,
  InvoiceResponse,
  SavedInvoiceResponse
} from '@/views/apps/invoice/contract'

const list = async (params: Record<string, unknown> = {}) =>
  (await call<InvoiceListResponse>('get', '/apps/invoice/invoices', { params })).body
const allData = async () => (await list()).allData
const ids = (rows: Invoice[]) => rows.map((row) => row.id)
const amount = (balance: Invoice['balance']) => (balance === 0 ? 0 : Number(balance.replace('$', '')))
const client: InvoiceClient = {
  address: '1 Test Street, Testville',
  company: 'Test Works',
  companyEmail: 'billing@testworks.example',
  country: 'Norway',
  contact: '+47 000 00 000',
  name: 'Tessa Tester'
}

freshMockPerTest()

describe('seed', () => {
  it('has 41 invoices, ids 5001..5041, every status and service, balances 0, positive and negative', async () => {
    const rows = await allData()
    expect(ids(rows)).toEqual(Array.from({ length: 41 }, (_, i) => 5001 + i))
    expect(new Set(rows.map((r) => r.invoiceStatus))).toEqual(
      new Set(['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'])
    )
    expect(new Set(rows.map((r) => r.service)).size).toBe(4)
    expect(rows.some((r) => r.balance === 0)).toBe(true)
    expect(rows.some((r) => typeof r.balance === 'string' && r.balance.startsWith('$'))).toBe(true)
    expect(rows.some((r) => typeof r.balance === 'string' && r.balance.startsWith('-$'))).toBe(true)
    for (const row of rows) {
      expect(row.balance === 0 || /^-?\$\d+(\.\d{1,2})?$/.test(row.balance)).toBe(true)
      expect(row.avatar === '' || /^\/images\/avatars\/([1-9]|1[0-2])\.svg$/.test(row.avatar)).toBe(true)
      expect(row.dueDate >= row.issuedDate).toBe(true)
      const subtotal = (row.items ?? []).reduce((sum, item) => sum + item.cost * item.qty, 0)
      expect(row.total).toBeCloseTo((subtotal - (row.discount ?? 0)) * (1 + (row.taxRate ?? 0) / 100), 2)
    }
    expect(rows.some((r) => r.avatar === '')).toBe(true)
  })
})

describe('GET /apps/invoice/invoices', () => {
  it('defaults to the first 10 by id descending, with the unfiltered set and its total', async () => {
    const { status, body } = await call<InvoiceListResponse>('get', '/apps/invoice/invoices')
    expect(status).toBe(200)
    expect(body.total).toBe(41)
    expect(body.allData).toHaveLength(41)
    expect(ids(body.invoices)).toEqual([5041, 5040, 5039, 5038, 5037, 5036, 5035, 5034, 5033, 5032])
  })

  it('pages 1-based, accepts numeric strings, falls back on bad values, and is empty past the end', async () => {
    expect(ids((await list({ page: 5, perPage: 10 })).invoices)).toEqual([5001])
    expect(ids((await list({ page: '2', perPage: '3' })).invoices)).toEqual([5038, 5037, 5036])
    for (const bad of ['abc', '0', '-2', '2.5', '', null]) {
      expect((await list({ page: bad })).invoices[0].id).toBe(5041)
      expect((await list({ perPage: bad })).invoices).toHaveLength(10)
    }
    const past = await list({ page: 6 })
    expect(past.invoices).toEqual([])
    expect(past.total).toBe(41)
  })

  it('searches client e-mail and name, trimmed and case-insensitive', async () => {
    expect(ids((await list({ q: 'TIDEWATER.example' })).invoices)).toEqual([5001])
    expect(ids((await list({ q: '  ingrid solberg ' })).invoices)).toEqual([5001])
    expect((await list({ q: '' })).total).toBe(41)
    expect((await list({ q: '   ' })).total).toBe(41)
    expect((await list({ q: 'nothing-like-this' })).total).toBe(0)
  })

  it('searches id, total, balance and due date by their text', async () => {
    const rows = await allData()
    const target = rows.find((r) => r.id === 5010)!
    expect(ids((await list({ q: '5017' })).invoices)).toEqual([5017])
    for (const q of [String(target.total), String(target.balance), target.dueDate]) {
      const found = await list({ q, perPage: 50 })
      expect(ids(found.invoices)).toContain(5010)
      for (const row of found.invoices) {
        const texts = [
          row.client.companyEmail,
          row.client.name,
          row.id,
          row.total,
          row.balance,
          row.dueDate
        ].map((v) => String(v).toLowerCase())
        expect(texts.some((t) => t.includes(q.toLowerCase()))).toBe(true)
      }
    }
    const credits = await list({ q: '-$', perPage: 50 })
    expect(ids(credits.invoices).sort()).toEqual(
      ids(rows.filter((r) => String(r.balance).startsWith('-$'))).sort()
    )
  })

  it('finds settled invoices (balance 0) with any fragment of "paid"', async () => {
    const settled = ids((await allData()).filter((r) => r.balance === 0))
    expect(settled.length).toBeGreaterThan(0)
    for (const q of ['paid', 'PAID', 'ai', ' pa ', 'd']) {
      expect(ids((await list({ q, perPage: 100 })).invoices)).toEqual(expect.arrayContaining(settled))
    }
    const paid = await list({ q: 'paid', perPage: 100 })
    expect(paid.invoices.every((r) => r.balance === 0)).toBe(true)
    expect((await list({ q: 'paidx' })).total).toBe(0)
  })

  it('filters by status exactly, case-insensitively, and combines with search', async () => {
    const rows = await allData()
    for (const status of ['Paid', 'past due', 'PARTIAL PAYMENT', 'Draft']) {
      const found = await list({ status, perPage: 100 })
      const expected = rows.filter((r) => r.invoiceStatus.toLowerCase() === status.toLowerCase())
      expect(found.total).toBe(expected.length)
      expect(found.total).toBeGreaterThan(0)
      expect(found.invoices.every((r) => r.invoiceStatus.toLowerCase() === status.toLowerCase())).toBe(true)
    }
    expect((await list({ status: 'Pai' })).total).toBe(0)
    expect((await list({ status: '' })).total).toBe(41)
    const both = await list({ status: 'paid', q: 'paid', perPage: 100 })
    expect(both.invoices.every((r) => r.invoiceStatus === 'Paid' && r.balance === 0)).toBe(true)
    expect(both.allData).toHaveLength(41)
  })

  it('answers 400 for a page of more than 100 invoices', async () => {
    expect(await call('get', '/apps/invoice/invoices', { params: { perPage: 500 } })).toEqual({
      status: 400,
      body: { error: 'perPage must be at most 100', code: 'tooBig', field: 'perPage' }
    })
  })

  it('sorts by a dotted path, numbers and money numerically, with direction and fallbacks', async () => {
    const byName = (await list({ sortColumn: 'client.name', sort: 'asc', perPage: 100 })).invoices.map((r) =>
      r.client.name.toLowerCase()
    )
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const byTotal = (await list({ sortColumn: 'total', sort: 'desc', perPage: 100 })).invoices.map(
      (r) => r.total
    )
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a))
    const byBalance = (await list({ sortColumn: 'balance', sort: 'asc', perPage: 100 })).invoices.map((r) =>
      amount(r.balance)
    )
    expect(byBalance).toEqual([...byBalance].sort((a, b) => a - b))
    const byDue = (await list({ sortColumn: 'dueDate', sort: 'asc', perPage: 100 })).invoices.map(
      (r) => r.dueDate
    )
    expect(byDue).toEqual([...byDue].sort())
    expect((await list({ sort: 'asc' })).invoices[0].id).toBe(5001)
    expect((await list({ sortColumn: 'no.such.column' })).invoices[0].id).toBe(5041)
    expect((await list({ sortColumn: 'id', sort: 'sideways' })).invoices[0].id).toBe(5041)
  })
})

describe('GET /api/invoice/invoices/{id}', () => {
  it('gives the invoice and the fixed payment details', async () => {
    const { status, body } = await call<InvoiceResponse>('get', '/api/invoice/invoices/5003')
    expect(status).toBe(200)
    expect(body.invoice.id).toBe(5003)
    expect(Object.keys(body.paymentDetails).sort()).toEqual([
      'bankName',
      'country',
      'iban',
      'swiftCode',
      'totalDue'
    ])
    expect(body.paymentDetails.totalDue).toMatch(/^\$[\d,]+(\.\d{2})?$/)
    expect((await call<InvoiceResponse>('get', '/api/invoice/invoices/5040')).body.paymentDetails).toEqual(
      body.paymentDetails
    )
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await call('get', '/api/invoice/invoices/9999')).toEqual({
      status: 404,
      body: { error: 'Invoice not found', code: 'notFound' }
    })
    const bad = await call<{ error: string }>('get', '/api/invoice/invoices/abc')
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(/id/)
  })
})

describe('GET /api/invoice/clients', () => {
  it('gives the clients of the first five stored invoices', async () => {
    const { status, body } = await call<InvoiceClient[]>('get', '/api/invoice/clients')
    expect(status).toBe(200)
    expect(body).toEqual((await allData()).slice(0, 5).map((r) => r.client))
    await call('delete', '/apps/invoice/delete', { params: { id: 5001 } })
    expect((await call<InvoiceClient[]>('get', '/api/invoice/clients')).body[0]).toEqual(body[1])
  })
})

describe('DELETE /apps/invoice/delete', () => {
  it('removes the invoice (id as a number or a string)', async () => {
    expect((await call('delete', '/apps/invoice/delete', { params: { id: 5007 } })).status).toBe(200)
    expect((await call('delete', '/apps/invoice/delete', { params: { id: '5008' } })).status).toBe(200)
    const rows = await allData()
    expect(rows).toHaveLength(39)
    expect(ids(rows)).not.toContain(5007)
    expect((await call('get', '/api/invoice/invoices/5007')).status).toBe(404)
  })

  it('answers 404 for an unknown id and 400 for a missing or malformed one, changing nothing', async () => {
    const before = await allData()
    expect(await call('delete', '/apps/invoice/delete', { params: { id: 1 } })).toEqual({
      status: 404,
      body: { error: 'Invoice not found', code: 'notFound' }
    })
    for (const params of [{}, { id: '' }, { id: 'abc' }, { id: '50.5' }]) {
      const { status, body } = await call<{ error: string }>('delete', '/apps/invoice/delete', { params })
      expect(status).toBe(400)
      expect(body.error).toMatch(/id/)
    }
    expect(await allData()).toEqual(before)
  })
})

describe('POST /apps/invoice/add-invoice', () => {
  const add = (data: unknown) =>
    call<SavedInvoiceResponse & { error: string }>('post', '/apps/invoice/add-invoice', { data })

  it('creates with id highest + 1 and fills defaults, computing the total from the items', async () => {
    const items = [
      { name: 'Workshop', description: 'One day', cost: 400, qty: 2 },
      { name: 'Report', description: '', cost: 150.5, qty: 1 }
    ]
    const { status, body } = await add({
      invoice: { client, items, discount: 50.5, taxRate: 10, id: 1, extra: 'dropped' }
    })
    expect(status).toBe(201)
    const { invoice } = body
    expect(invoice).toMatchObject({
      id: 5042,
      client,
      items,
      service: 'Software Development',
      invoiceStatus: 'Draft',
      avatar: ''
    })
    expect(invoice.total).toBe(990)
    expect(invoice.balance).toBe('$990')
    expect(invoice.issuedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(invoice.dueDate > invoice.issuedDate).toBe(true)
    expect(invoice).not.toHaveProperty('extra')
    expect((await call<InvoiceResponse>('get', '/api/invoice/invoices/5042')).body.invoice).toEqual(invoice)
    expect((await list()).invoices[0]).toEqual(invoice)
  })

  it('keeps the fields given and uses highest + 1 even after a delete', async () => {
    await call('delete', '/apps/invoice/delete', { params: { id: 5041 } })
    const given = {
      client,
      service: 'Template Customization',
      total: 120,
      invoiceStatus: 'Sent',
      issuedDate: '2024-02-29',
      dueDate: '2024-03-15',
      note: 'n',
      paymentTerms: true
    }
    const { status, body } = await add({ invoice: given })
    expect(status).toBe(201)
    expect(body.invoice).toMatchObject({ ...given, id: 5041, items: [], balance: '$120' })
  })

  it.each([
    ['no body', undefined, /body|invoice/],
    ['a text body', 'invoice', /body/],
    ['no invoice', {}, /invoice is required/],
    ['an invoice that is a list', { invoice: [] }, /invoice must be an object/],
    ['no client', { invoice: { total: 5 } }, /client is required/],
    ['a client that is text', { invoice: { client: 'ACME' } }, /client must be an object/],
    ['a client without a name', { invoice: { client: { ...client, name: ' ' } } }, /client.name is required/],
    [
      'a client field of the wrong type',
      { invoice: { client: { ...client, contact: 5 } } },
      /client.contact/
    ],
    ['a text total', { invoice: { client, total: '12' } }, /total/],
    ['an unknown status', { invoice: { client, invoiceStatus: 'Lost' } }, /invoiceStatus/],
    ['an unknown service', { invoice: { client, service: 'Hosting' } }, /service/],
    ['an impossible date', { invoice: { client, dueDate: '2025-02-30' } }, /dueDate/],
    ['a date in another format', { invoice: { client, issuedDate: '01/02/2025' } }, /issuedDate/],
    ['items that are not a list', { invoice: { client, items: {} } }, /items/],
    [
      'a negative item cost',
      { invoice: { client, items: [{ name: 'a', description: '', cost: -1, qty: 1 }] } },
      /cost/
    ],
    [
      'a fractional quantity',
      { invoice: { client, items: [{ name: 'a', description: '', cost: 1, qty: 1.5 }] } },
      /qty/
    ],
    ['a tax rate over 100', { invoice: { client, taxRate: 120 } }, /taxRate/],
    ['a text flag', { invoice: { client, paymentTerms: 'yes' } }, /paymentTerms/],
    ['a null note', { invoice: { client, note: null } }, /note/]
  ])('answers 400 for %s and stores nothing', async (_, data, message) => {
    await expectRefused(() => add(data), allData, 400, message)
  })
})

describe('POST /apps/invoice/update-invoice', () => {
  const update = (data: unknown) =>
    call<SavedInvoiceResponse & { error: string }>('post', '/apps/invoice/update-invoice', { data })

  it('merges the given fields and keeps the rest', async () => {
    const before = (await call<InvoiceResponse>('get', '/api/invoice/invoices/5004')).body.invoice
    const { status, body } = await update({
      invoice: { id: 5004, invoiceStatus: 'Past Due', note: 'Reminder sent', unknown: 1 }
    })
    expect(status).toBe(200)
    expect(body.invoice).toEqual({ ...before, invoiceStatus: 'Past Due', note: 'Reminder sent', version: 2 })
    expect((await call<InvoiceResponse>('get', '/api/invoice/invoices/5004')).body.invoice).toEqual(
      body.invoice
    )
  })

  it('recomputes the total when the items change without a total, keeps a given total', async () => {
    const items = [{ name: 'Audit', description: '', cost: 300, qty: 3 }]
    const recomputed = await update({ invoice: { id: '5010', items, discount: 0, taxRate: 0 } })
    expect(recomputed.body.invoice.total).toBe(900)
    const given = await update({ invoice: { id: 5010, items, total: 1000, client } })
    expect(given.body.invoice).toMatchObject({ total: 1000, client })
  })

  it('answers 404 for an unknown id and 400 for bad input, changing nothing', async () => {
    const before = await allData()
    expect(await update({ invoice: { id: 42, note: 'x' } })).toEqual({
      status: 404,
      body: { error: 'Invoice not found', code: 'notFound' }
    })
    const bad: [unknown, RegExp][] = [
      [{ invoice: { note: 'x' } }, /id is required/],
      [{ invoice: { id: 'x' } }, /id/],
      [{ id: 5004 }, /invoice is required/],
      [{ invoice: { id: 5004, client: null } }, /client is required/],
      [{ invoice: { id: 5004, client: { ...client, name: '' } } }, /client.name/],
      [{ invoice: { id: 5004, total: null } }, /total/],
      [{ invoice: { id: 5004, invoiceStatus: 'paid' } }, /invoiceStatus/],
      [{ invoice: { id: 5004, dueDate: 20250101 } }, /dueDate/]
    ]
    for (const [data, message] of bad) await expectRefused(() => update(data), allData, 400, message)
    expect(await allData()).toEqual(before)
  })
})

describe('input limits and merging', () => {
  const update = (data: unknown) =>
    call<SavedInvoiceResponse>('post', '/apps/invoice/update-invoice', { data })
  const add = (data: unknown) => call<SavedInvoiceResponse>('post', '/apps/invoice/add-invoice', { data })

  it('merges a partial client into the stored one instead of blanking the rest', async () => {
    const before = (await call<InvoiceResponse>('get', '/api/invoice/invoices/5004')).body.invoice
    const { status, body } = await update({ invoice: { id: 5004, client: { contact: '+47 999 99 999' } } })
    expect(status).toBe(200)
    expect(body.invoice.client).toEqual({ ...before.client, contact: '+47 999 99 999' })
  })

  it.each([
    [
      'an item cost of 1e308',
      { invoice: { client, items: [{ name: 'a', description: '', cost: 1e308, qty: 1 }] } },
      /items\[0\]\.cost must be at most/
    ],
    ['an infinite total', { invoice: { client, total: Infinity } }, /total/],
    [
      'a 5 MB client name',
      { invoice: { client: { ...client, name: 'x'.repeat(5_000_000) } } },
      /client\.name must be at most 120 characters/
    ],
    [
      'a note over 2000 characters',
      { invoice: { client, note: 'n'.repeat(2001) } },
      /note must be at most 2000 characters/
    ],
    [
      'a quantity over 100000',
      { invoice: { client, items: [{ name: 'a', description: '', cost: 1, qty: 100_001 }] } },
      /qty must be at most/
    ]
  ])('refuses %s and stores nothing', async (_, data, message) => {
    await expectRefused(() => add(data), allData, 400, message)
  })
})
