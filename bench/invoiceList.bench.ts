// Performance budget of the invoice list call: the real list code over 10,000 invoices.
// Run by the bench with its own Vitest config, not by `npm test`.
import { expect, test } from 'vitest'
import type { Invoice } from '../src/views/apps/invoice/contract'
import { createInvoices } from '../src/@fake-db/apps/invoice/data'
import { listInvoices } from '../src/@fake-db/apps/invoice/handlers'

const rowCount = 10_000
const runs = 200
const budgetMs = 20

// The seed repeated with varied ids, names, e-mails and amounts, so that search, filter and sort
// see realistic spread instead of 244 identical copies of each row.
function generateInvoices(count: number): Invoice[] {
  const seed = createInvoices()
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

test('invoice list stays within budget on 10,000 rows', { timeout: 60_000 }, () => {
  const rows = generateInvoices(rowCount)
  const params = { q: 'an', status: 'paid', sortColumn: 'client.name', sort: 'asc', page: '3', perPage: '10' }
  const times: number[] = []
  let result = listInvoices(rows, params)
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    result = listInvoices(rows, params)
    times.push(performance.now() - start)
  }
  expect(result.total).toBeGreaterThan(30) // the query really searches, filters and pages
  expect(result.invoices).toHaveLength(10)
  const ms = median(times)
  const verdict = ms < budgetMs ? 'PASS' : 'FAIL'
  console.log(`BENCH invoice list (10,000 rows, search+filter+sort+page): median ${ms.toFixed(2)} ms (budget ${budgetMs} ms) ${verdict}`)
  expect(ms).toBeLessThan(budgetMs)
})
