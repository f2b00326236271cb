import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import { crmDashboardSchema, dealStages, type CrmDashboard } from '@/views/dashboard/crm/contract'
import { timeRanges } from '@widgets/cards/contract'

freshMockPerTest()

const crm = (params?: Record<string, unknown>) => call<CrmDashboard>('get', '/dashboard/crm', { params })
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

describe('GET /dashboard/crm', () => {
  it.each(timeRanges)('answers %s in the shape of its contract', async (range) => {
    const { status, body } = await crm({ range })
    expect(status).toBe(200)
    expect(crmDashboardSchema.safeParse(body).error).toBeUndefined()
    expect(body.range).toBe(range)
  })

  it('answers the last 28 days by default, and each range its own figures', async () => {
    const answers = await Promise.all(timeRanges.map(async (range) => (await crm({ range })).body))
    expect((await crm()).body).toEqual(answers[0])
    expect(new Set(answers.map((answer) => answer.totals.wonValue)).size).toBe(3)
    expect(answers.map((answer) => answer.wonLost.periods.length)).toEqual([4, 4, 12])
  })

  it('keeps its figures consistent: pipeline from the open deals, totals from their parts', async () => {
    for (const range of timeRanges) {
      const { body } = await crm({ range })
      expect(body.pipeline.map((row) => row.stage)).toEqual([...dealStages])
      for (const row of body.pipeline) {
        const deals = body.openDeals.filter((deal) => deal.stage === row.stage)
        expect(row.deals).toBe(deals.length)
        expect(row.value).toBe(sum(deals.map((deal) => deal.value)))
      }
      expect(body.totals.openValue).toBe(sum(body.openDeals.map((deal) => deal.value)))
      expect(body.totals.wonValue).toBe(sum(body.salesPeople.map((person) => person.value)))
      expect(sum(body.salesPeople.map((person) => person.won))).toBe(sum(body.wonLost.won))
      expect(body.totals.newLeads).toBe(sum(body.leadSources.map((row) => row.leads)))
      const won = sum(body.wonLost.won)
      expect(body.totals.winRate).toBeCloseTo((won / (won + sum(body.wonLost.lost))) * 100, 0)
    }
  })

  it('refuses a range outside the list with 400 and a field code', async () => {
    for (const range of ['last-week', '', 'LAST-YEAR', '28']) {
      const { status, body } = await crm({ range })
      expect(status).toBe(400)
      expect(body).toMatchObject({ error: expect.stringMatching(/^range /) as unknown })
    }
  })
})
