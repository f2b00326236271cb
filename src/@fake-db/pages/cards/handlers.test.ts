import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import {
  analyticsCardNames,
  analyticsSchemas,
  rangedCards,
  reportYears,
  statisticsCardNames,
  statisticsCardSchema,
  statisticsKeys,
  timeRanges,
  type AvgSessions,
  type RevenueReport,
  type SessionsDevice,
  type StatisticsCard,
  type SupportTracker
} from '@widgets/cards/contract'

freshMockPerTest()

const analytics = <T = unknown>(name: string, params?: Record<string, unknown>) =>
  call<T>('get', `/card/card-analytics/${name}`, { params })

describe('GET /card/card-analytics/{name}', () => {
  it.each(analyticsCardNames)('%s answers the fields of its contract', async (name) => {
    const { status, body } = await analytics(name)
    expect(status).toBe(200)
    expect(analyticsSchemas[name].safeParse(body).error).toBeUndefined()
  })

  it('answers 404 for a name it does not know', async () => {
    for (const name of ['nope', 'customers-x', 'subscribers']) {
      const { status, body } = await analytics(name)
      expect(status).toBe(404)
      expect(body).toEqual({ error: 'Card not found', code: 'notFound' })
    }
  })

  it.each(rangedCards)('%s answers per time range, Last 28 Days by default', async (name) => {
    const answers = await Promise.all(
      timeRanges.map(async (range) => (await analytics<{ range: string }>(name, { range })).body)
    )
    expect(answers.map((answer) => answer.range)).toEqual([...timeRanges])
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(3)
    expect((await analytics(name)).body).toEqual(answers[0])
  })

  it('support tracker lists the ranges and keeps its counts consistent', async () => {
    for (const range of timeRanges) {
      const { body } = await analytics<SupportTracker>('support-tracker', { range })
      expect(body.last_days).toEqual([...timeRanges])
      expect(body.newTicket + body.openTicket).toBeLessThanOrEqual(body.totalTicket)
    }
  })

  it('average sessions gives a bar per weekday', async () => {
    const { body } = await analytics<AvgSessions>('avg-sessions', { range: 'last-year' })
    expect(body.series).toHaveLength(7)
  })

  it('device shares add up to 100 per cent', async () => {
    for (const range of timeRanges) {
      const { body } = await analytics<SessionsDevice>('sessions-device', { range })
      expect(body.devices.reduce((sum, device) => sum + device.usage, 0)).toBeCloseTo(100, 5)
    }
  })

  it('revenue report answers per year, 2020 by default, and lists the three years', async () => {
    const byYear = await Promise.all(
      reportYears.map(async (year) => (await analytics<RevenueReport>('revenue-report', { year })).body)
    )
    expect(byYear.map((report) => report.year)).toEqual([2020, 2019, 2018])
    expect(new Set(byYear.map((report) => report.price)).size).toBe(3)
    for (const report of byYear) expect(report.years).toEqual([2020, 2019, 2018])
    expect((await analytics<RevenueReport>('revenue-report')).body.year).toBe(2020)
    expect((await analytics<RevenueReport>('revenue-report', { year: '2019' })).body.year).toBe(2019)
  })

  it('refuses a range or year outside the lists with 400', async () => {
    for (const params of [{ range: 'last-week' }, { range: '' }, { year: 2017 }, { year: 'soon' }]) {
      const { status, body } = await analytics('revenue-report', params)
      expect(status).toBe(400)
      expect(typeof (body as { error: unknown }).error).toBe('string')
    }
  })
})

describe('GET /card/card-statistics/{name}', () => {
  it.each(statisticsCardNames)('%s answers its series and headline number', async (name) => {
    const { status, body } = await call<StatisticsCard>('get', `/card/card-statistics/${name}`)
    expect(status).toBe(200)
    expect(statisticsCardSchema.safeParse(body).error).toBeUndefined()
    expect(body.analyticsData.key).toBe(statisticsKeys[name])
    expect(body.series[0]!.data.length).toBeGreaterThan(3)
  })

  it('answers 404 for a name it does not know', async () => {
    const { status, body } = await call('get', '/card/card-statistics/support-tracker')
    expect(status).toBe(404)
    expect(body).toEqual({ error: 'Card not found', code: 'notFound' })
  })
})
