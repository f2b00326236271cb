// Run by the bench with its own Vitest config, not by `npm test`.
import { expect, test, vi } from 'vitest'
import type { Invoice, InvoiceListResponse } from '../src/views/apps/invoice/contract'
import * as seedModule from '../src/@fake-db/apps/invoice/data'
import { listInvoices } from '../src/@fake-db/apps/invoice/handlers'

const rowCount = 10_000
const runs = 200
const budgetMs = 20

// Varied rows so that search, filter and sort see realistic spread.
function generateInvoices(count: number): Invoice[] {
  const seed = seedModule.createInvoices()
  return Array.from({ length: count }, (_, i) => {
    const base = seed[i % seed.length]
    const round = Math.floor(i / seed.length)
    const total = Math.round(base.total * (1 + (round % 17) / 10) * 100) / 100
    return {
      ...base,
      id: 5001 + i,
      total,
      balance: base.balance === 0 ? 0 : `$${total}`,
      client: {
        ...base.client,
        name: `${base.client.name} ${round}`,
        companyEmail: base.client.companyEmail.replace('@', `+${round}@`)
      }
    }
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const params = { q: 'an', status: 'paid', sortColumn: 'client.name', sort: 'asc', page: '3', perPage: '10' }

async function time(
  call: () => InvoiceListResponse | Promise<InvoiceListResponse>,
  count = runs
): Promise<number> {
  const first = await call()
  expect(first.total).toBeGreaterThan(30) // the query really searches, filters and pages
  expect(first.invoices).toHaveLength(10)
  const times: number[] = []
  for (let run = 0; run < count; run++) {
    const start = performance.now()
    await call()
    times.push(performance.now() - start)
  }
  return median(times)
}

function report(what: string, ms: number) {
  const verdict = ms < budgetMs ? 'PASS' : 'FAIL'
  console.log(
    `BENCH invoice list ${what} (10,000 rows, search+filter+sort+page): ` +
      `median ${ms.toFixed(2)} ms (budget ${budgetMs} ms) ${verdict}`
  )
  expect(ms).toBeLessThan(budgetMs)
}

test('the list query stays within budget on 10,000 rows', { timeout: 60_000 }, async () => {
  const rows = generateInvoices(rowCount)
  report('query', await time(() => listInvoices(rows, params)))
})

// Through axios the adapter also copies the reply as JSON, which with `allData` dominates: printed, not budgeted.
test(
  'the list call through the registered route stays within budget on 10,000 rows',
  { timeout: 60_000 },
  async () => {
    const rows = generateInvoices(rowCount)
    vi.resetModules()
    vi.doMock('../src/@fake-db/apps/invoice/data', () => ({ ...seedModule, createInvoices: () => rows }))
    const { mock } = await import('../src/@fake-db')
    const { respond } = await import('../src/@fake-db/route')
    const config = { method: 'get', url: '/apps/invoice/invoices', params }
    report('route', await time(async () => (await respond(config))[1] as InvoiceListResponse))
    const wire = await time(
      async () => (await mock.axiosInstance.get<InvoiceListResponse>(config.url, { params })).data,
      15
    )
    console.log(
      `BENCH invoice list through axios with the adapter's JSON copy of ${rowCount} rows of allData: ` +
        `median ${wire.toFixed(2)} ms (information)`
    )
  }
)
