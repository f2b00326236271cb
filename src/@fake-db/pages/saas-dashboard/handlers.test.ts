import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import { plans, saasDashboardSchema, type SaasDashboard } from '@/views/dashboard/saas/contract'
import { timeRanges } from '@widgets/cards/contract'

freshMockPerTest()

const saas = (params?: Record<string, unknown>) => call<SaasDashboard>('get', '/dashboard/saas', { params })
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

describe('GET /dashboard/saas', () => {
  it.each(timeRanges)('answers %s in the shape of its contract', async (range) => {
    const { status, body } = await saas({ range })
    expect(status).toBe(200)
    expect(saasDashboardSchema.safeParse(body).error).toBeUndefined()
    expect(body.range).toBe(range)
  })

  it('answers the last 28 days by default, and each range its own movement', async () => {
    const answers = await Promise.all(timeRanges.map(async (range) => (await saas({ range })).body))
    expect((await saas()).body).toEqual(answers[0])
    expect(answers.map((answer) => answer.mrrMovement.periods.length)).toEqual([4, 4, 12])
    expect(new Set(answers.map((answer) => answer.totals.mrrGrowth)).size).toBe(3)
  })

  it('walks the MRR from period to period by its movement and ends on the plans of today', async () => {
    for (const range of timeRanges) {
      const { body } = await saas({ range })
      const m = body.mrrMovement
      for (let i = 1; i < m.periods.length; i++)
        expect(m.mrr[i]).toBe(m.mrr[i - 1]! + m.new[i]! + m.expansion[i]! - m.contraction[i]! - m.churn[i]!)
      expect(body.totals.mrr).toBe(m.mrr.at(-1))
      expect(body.totals.mrr).toBe(sum(body.plans.map((row) => row.mrr)))
      expect(body.totals.activeSubscriptions).toBe(sum(body.plans.map((row) => row.subscriptions)))
      expect(body.plans.map((row) => row.plan)).toEqual([...plans])
      expect(body.trials.converted + body.trials.expired).toBeLessThanOrEqual(body.trials.started)
    }
  })

  it('gives each monthly cohort one month less of retention than the one before, never rising', async () => {
    const { body } = await saas()
    expect(body.cohorts.map((row) => row.retention.length)).toEqual([5, 4, 3, 2, 1, 0])
    for (const row of body.cohorts)
      row.retention.forEach((value, i) =>
        expect(value).toBeLessThanOrEqual(i === 0 ? 100 : row.retention[i - 1]!)
      )
  })

  it('refuses a range outside the list with 400', async () => {
    for (const range of ['last-week', '', 'last-years', 'null']) {
      const { status, body } = await saas({ range })
      expect(status).toBe(400)
      expect(body).toMatchObject({ error: expect.stringMatching(/^range /) as unknown })
    }
  })
})
