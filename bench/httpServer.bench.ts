// Run by the bench with its own Vitest config, not by `npm test`. Printed for the record, no budget.
import { expect, test } from 'vitest'
import { handlers } from '../src/@fake-db/apps/invoice/handlers'
import { registerRoutes } from '../src/@fake-db/route'
import { startApi } from '../server/serve'

registerRoutes(handlers)

const connections = 10
const requests = 1000
const path = '/apps/invoice/invoices?q=an&sortColumn=client.name&sort=asc&page=2&perPage=10'

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

test('the HTTP server answers the invoice list over loopback', { timeout: 60_000 }, async () => {
  const api = await startApi({ port: 0, host: '127.0.0.1' })
  try {
    const call = async () => {
      const response = await fetch(api.url + path)
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }
    await Promise.all(Array.from({ length: connections }, call))
    const latencies: number[] = []
    let next = 0
    const worker = async () => {
      while (next++ < requests) {
        const start = performance.now()
        await call()
        latencies.push(performance.now() - start)
      }
    }
    const started = performance.now()
    await Promise.all(Array.from({ length: connections }, worker))
    const seconds = (performance.now() - started) / 1000
    expect(latencies).toHaveLength(requests)
    console.log(
      `BENCH HTTP server invoice list (seed data, ${connections} connections, ${requests} requests over loopback): ` +
        `${Math.round(requests / seconds)} requests/s, median ${median(latencies).toFixed(2)} ms (information)`
    )
  } finally {
    await api.close()
  }
})
