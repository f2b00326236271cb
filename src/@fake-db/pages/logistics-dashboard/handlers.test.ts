import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import { logisticsDashboardSchema, type LogisticsDashboard } from '@/views/dashboard/logistics/contract'
import { timeRanges } from '@widgets/cards/contract'

freshMockPerTest()

const logistics = (params?: Record<string, unknown>) =>
  call<LogisticsDashboard>('get', '/dashboard/logistics', { params })
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

describe('GET /dashboard/logistics', () => {
  it.each(timeRanges)('answers %s in the shape of its contract', async (range) => {
    const { status, body } = await logistics({ range })
    expect(status).toBe(200)
    expect(logisticsDashboardSchema.safeParse(body).error).toBeUndefined()
    expect(body.range).toBe(range)
  })

  it("answers the last 28 days by default; each range its own deliveries, today's fleet in all", async () => {
    const answers = await Promise.all(timeRanges.map(async (range) => (await logistics({ range })).body))
    expect((await logistics()).body).toEqual(answers[0])
    expect(answers.map((answer) => answer.performance.periods.length)).toEqual([4, 4, 12])
    expect(new Set(answers.map((answer) => answer.totals.delivered)).size).toBe(3)
    expect(answers[2]!.vehicles).toEqual(answers[0]!.vehicles)
    expect(answers[2]!.orders).toEqual(answers[0]!.orders)
  })

  it('adds up: deliveries from the periods, delays from the late ones, one stop under way', async () => {
    for (const range of timeRanges) {
      const { body } = await logistics({ range })
      const late = sum(body.performance.late)
      expect(body.totals.delivered).toBe(sum(body.performance.onTime) + late)
      expect(sum(body.delays.map((row) => row.count))).toBe(late)
      expect(body.totals.onTimeRate).toBeCloseTo(
        ((body.totals.delivered - late) / body.totals.delivered) * 100,
        0
      )
      expect(body.totals.delayed).toBeLessThanOrEqual(body.totals.onRoute)
      expect(body.route.stops.filter((stop) => stop.state === 'current')).toHaveLength(1)
      const times = body.route.stops.map((stop) => Date.parse(stop.at))
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(body.vehicles.map((vehicle) => vehicle.id)).toContain(body.route.vehicle)
    }
  })

  it('refuses a range outside the list with 400', async () => {
    for (const range of ['last-week', '', 'yesterday', '1']) {
      const { status, body } = await logistics({ range })
      expect(status).toBe(400)
      expect(body).toMatchObject({ error: expect.stringMatching(/^range /) as unknown })
    }
  })
})
