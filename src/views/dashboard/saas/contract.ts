import { z } from 'zod/mini'
import { zAmount, zIsoDate } from '@/utility/contract'
import { defaultTimeRange, timeRanges } from '@widgets/cards/contract'

export { saasPaths } from './routes.contract'

export const endpoints = { dashboard: '/dashboard/saas' } as const

export const plans = ['starter', 'team', 'business', 'enterprise'] as const
export type Plan = (typeof plans)[number]

export const saasParamsSchema = z.object({ range: z._default(z.enum(timeRanges), defaultTimeRange) })

const count = z.int().check(z.minimum(0))
const percent = z.number().check(z.minimum(0), z.maximum(100))
const maxPeriods = 12
const perPeriod = z.array(zAmount()).check(z.maxLength(maxPeriods))
const cohortMonths = 6

export const saasDashboardSchema = z.object({
  range: z.enum(timeRanges),
  totals: z.object({
    /** Monthly recurring revenue at the end of the range. */
    mrr: zAmount(),
    /** Change of the MRR over the range, in per cent of its start. */
    mrrGrowth: z.number().check(z.minimum(-100), z.maximum(1000)),
    activeSubscriptions: count,
    /** Subscriptions cancelled in the range, in per cent of those active at its start. */
    churnRate: percent
  }),
  /** MRR moved per period (`periods`: each period's first day); `mrr` is the MRR at each period's end. */
  mrrMovement: z
    .object({
      periods: z.array(zIsoDate()).check(z.minLength(1), z.maxLength(maxPeriods)),
      new: perPeriod,
      expansion: perPeriod,
      contraction: perPeriod,
      churn: perPeriod,
      mrr: perPeriod
    })
    .check(
      z.refine(
        (m) =>
          [m.new, m.expansion, m.contraction, m.churn, m.mrr].every((s) => s.length === m.periods.length),
        'periods'
      )
    ),
  /** Active subscriptions today by plan. */
  plans: z
    .array(z.object({ plan: z.enum(plans), subscriptions: count, mrr: zAmount() }))
    .check(z.maxLength(plans.length)),
  /** Customers who signed up in a month (`month`: its first day) and the share still paying 1, 2… months later. */
  cohorts: z
    .array(
      z.object({
        month: zIsoDate(),
        customers: count,
        retention: z.array(percent).check(z.maxLength(cohortMonths))
      })
    )
    .check(z.maxLength(cohortMonths)),
  trials: z.object({ started: count, converted: count, expired: count }),
  /** Revenue by country (ISO 3166 alpha-2 code). */
  countries: z
    .array(
      z.object({
        country: z.string().check(z.regex(/^[A-Z]{2}$/, 'country')),
        customers: count,
        mrr: zAmount(),
        growth: z.number().check(z.minimum(-100), z.maximum(1000))
      })
    )
    .check(z.maxLength(50))
})

export type SaasDashboard = z.infer<typeof saasDashboardSchema>
export type CountryRevenue = SaasDashboard['countries'][number]
