// Run by the bench with its own Vitest config, not by `npm test`.
import type { AxiosRequestConfig } from 'axios'
import { expect, test, vi } from 'vitest'
import type * as emailSeed from '../src/@fake-db/apps/email/data'
import type * as kanbanSeed from '../src/@fake-db/apps/kanban/data'
import type * as todoSeed from '../src/@fake-db/apps/todo/data'

const runs = 40
const budgetMs = 20

// Mock factories are hoisted above the imports, so what they use is hoisted too.
const { rowCount, repeat, minutesAgo } = vi.hoisted(() => {
  const count = 10_000
  return {
    rowCount: count,
    repeat<T extends { id: number }>(seed: readonly T[], vary: (row: T, i: number) => T): T[] {
      return Array.from({ length: count }, (_, i) =>
        vary({ ...structuredClone(seed[i % seed.length]), id: i + 1 }, i)
      )
    },
    minutesAgo: (i: number) => new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString()
  }
})

vi.mock('../src/@fake-db/apps/email/data', async (original) => {
  const seed = await original<typeof emailSeed>()
  const emails = repeat(seed.createEmails(), (email, i) => ({ ...email, time: minutesAgo(i) }))
  return { ...seed, createEmails: () => emails }
})
vi.mock('../src/@fake-db/apps/kanban/data', async (original) => {
  const seed = await original<typeof kanbanSeed>()
  const { boards, tasks } = seed.createKanban()
  return { ...seed, createKanban: () => ({ boards, tasks: repeat(tasks, (task) => task) }) }
})
vi.mock('../src/@fake-db/apps/todo/data', async (original) => {
  const seed = await original<typeof todoSeed>()
  return {
    ...seed,
    createTasks: () => repeat(seed.createTasks(), (task, i) => ({ ...task, title: `Task ${i}` }))
  }
})

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function time(
  config: (run: number) => AxiosRequestConfig,
  check: (body: unknown) => void
): Promise<number> {
  const { respond } = await import('../src/@fake-db/route')
  const [status, body] = await respond(config(0))
  expect(status).toBeLessThan(300)
  check(body)
  const times: number[] = []
  for (let run = 1; run <= runs; run++) {
    const start = performance.now()
    const [answer] = await respond(config(run))
    times.push(performance.now() - start)
    expect(answer).toBeLessThan(300)
  }
  return median(times)
}

function report(what: string, ms: number, budgeted = true, budget = budgetMs) {
  const verdict = !budgeted ? '(information)' : ms < budget ? 'PASS' : 'FAIL'
  console.log(
    `BENCH ${what} (10,000 records, route): median ${ms.toFixed(2)} ms (budget ${budget} ms) ${verdict}`
  )
  if (budgeted) expect(ms).toBeLessThan(budget)
}

const post = (url: string, data: unknown): AxiosRequestConfig => ({ method: 'post', url, data })
const get = (url: string, params: Record<string, unknown>): AxiosRequestConfig => ({
  method: 'get',
  url,
  params
})
const length = (key?: string) => (body: unknown) =>
  expect((key ? (body as Record<string, unknown[]>)[key] : (body as unknown[])).length).toBeGreaterThan(1000)

test(
  'email: one write, one list read and opening one mail stay within budget',
  { timeout: 60_000 },
  async () => {
    await import('../src/@fake-db')
    const middle = rowCount / 2
    report(
      'email write (update one mail)',
      await time(
        (run) =>
          post('/apps/email/update-emails', { emailIds: [middle + run], dataToUpdate: { isStarred: true } }),
        () => undefined
      )
    )
    report(
      'email list read (inbox)',
      await time(() => get('/apps/email/emails', { folder: 'inbox' }), length('emails'))
    )
    report(
      'email record read (open one mail)',
      await time(
        (run) => get('/apps/email/get-email', { id: middle + run }),
        (body) => expect(body).toMatchObject({ id: middle })
      )
    )
  }
)

test('kanban: one write and one list read stay within budget', { timeout: 60_000 }, async () => {
  await import('../src/@fake-db')
  report(
    'kanban write (update one task, activity log on)',
    await time(
      (run) => post('/apps/kanban/update-task', { data: { id: rowCount - run, title: `Renamed ${run}` } }),
      () => undefined
    )
  )
  // Each write above recorded its entry: the figure includes the log.
  const { respond } = await import('../src/@fake-db/route')
  const [, log] = await respond(get('/apps/activity/entries', { app: 'kanban', perPage: 1 }))
  expect(log).toMatchObject({ total: runs + 1 })
  report('kanban list read (all tasks)', await time(() => get('/apps/kanban/tasks', {}), length()))
})

// Todo has no one-record route: a search that finds one task is printed, not budgeted.
test('todo: one write and one list read stay within budget', { timeout: 60_000 }, async () => {
  await import('../src/@fake-db')
  report(
    'todo write (update one task)',
    await time(
      (run) => post('/apps/todo/update-task', { task: { id: rowCount - run, isImportant: run % 2 === 0 } }),
      () => undefined
    )
  )
  report('todo list read (all tasks)', await time(() => get('/apps/todo/tasks', {}), length()))
  report(
    'todo search matching one task',
    await time(
      () => get('/apps/todo/tasks', { q: 'Task 4321' }),
      (body) => expect(body).toHaveLength(1)
    ),
    false
  )
})

// The data table grows by the big-data scenario, as in the demo; a grouped answer has its own budget.
test('data table: a grouped answer by two columns stays within budget', { timeout: 60_000 }, async () => {
  await import('../src/@fake-db')
  const { setMockOptions } = await import('../src/@fake-db/options')
  setMockOptions({ dataSize: 'big' })
  const grouped = (params: Record<string, unknown>) => () => get('/api/datatables/groups', params)
  const counted = (body: unknown) =>
    expect((body as { totals: { count: number } }).totals.count).toBe(rowCount)
  const twoColumns = { groupBy: 'city,post', aggregate: 'salary,age', groupSort: 'salary.avg', sort: 'desc' }
  report(
    'data table grouped by office then position, sums and averages',
    await time(grouped(twoColumns), counted),
    true,
    50
  )
  report(
    'data table grouped by status, one group of 2,000 rows open',
    await time(grouped({ groupBy: 'status', aggregate: 'salary', open: '1' }), counted),
    true,
    50
  )
})

// The navbar asks for the cart on every page: in the big scenario it holds 10,000 lines, as the wish list does.
test(
  'e-commerce: the cart and the wish list of the big scenario read within budget',
  { timeout: 60_000 },
  async () => {
    await import('../src/@fake-db')
    const { setMockOptions } = await import('../src/@fake-db/options')
    setMockOptions({ dataSize: 'big' })
    const everyLine = (body: unknown) =>
      expect((body as { products: unknown[] }).products).toHaveLength(rowCount)
    report('cart read (every line)', await time(() => get('/apps/ecommerce/cart', {}), everyLine), true, 200)
    report(
      'wish list read (every product)',
      await time(() => get('/apps/ecommerce/wishlist', {}), everyLine),
      true,
      200
    )
  }
)
