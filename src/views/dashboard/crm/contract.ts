import { z } from 'zod/mini'
import { zAmount, zIsoDate, zInstant, zRequiredText } from '@/utility/contract'
import { defaultTimeRange, timeRanges } from '@widgets/cards/contract'

export { crmPaths } from './routes.contract'

export const endpoints = { dashboard: '/dashboard/crm' } as const

export const dealStages = ['lead', 'qualified', 'proposal', 'negotiation', 'closing'] as const
export type DealStage = (typeof dealStages)[number]
export const leadSources = ['website', 'referral', 'event', 'email', 'social', 'partner'] as const
export type LeadSource = (typeof leadSources)[number]
export const activityKinds = ['call', 'email', 'meeting', 'note', 'won', 'lost'] as const
export type ActivityKind = (typeof activityKinds)[number]

export const crmParamsSchema = z.object({ range: z._default(z.enum(timeRanges), defaultTimeRange) })

const count = z.int().check(z.minimum(0))
const percent = z.number().check(z.minimum(0), z.maximum(100))
const maxPeriods = 12

export const crmDashboardSchema = z.object({
  range: z.enum(timeRanges),
  /** Headline figures of the range. */
  totals: z.object({
    /** Value of the deals still open, whatever the range. */
    openValue: zAmount(),
    wonValue: zAmount(),
    /** Won deals as a share of the deals closed in the range. */
    winRate: percent,
    newLeads: count
  }),
  /** The open deals grouped by stage, in funnel order. */
  pipeline: z
    .array(z.object({ stage: z.enum(dealStages), deals: count, value: zAmount() }))
    .check(z.maxLength(dealStages.length)),
  /** Deals won and lost per period (weeks, or months for the last year); `periods` holds each period's first day. */
  wonLost: z
    .object({
      periods: z.array(zIsoDate()).check(z.minLength(1), z.maxLength(maxPeriods)),
      won: z.array(count).check(z.maxLength(maxPeriods)),
      lost: z.array(count).check(z.maxLength(maxPeriods))
    })
    .check(
      z.refine((s) => s.won.length === s.periods.length && s.lost.length === s.periods.length, 'periods')
    ),
  salesPeople: z
    .array(
      z.object({
        id: z.int(),
        name: zRequiredText(),
        won: count,
        value: zAmount(),
        /** Share of the period's quota reached (can pass 100). */
        quota: z.number().check(z.minimum(0), z.maximum(1000))
      })
    )
    .check(z.maxLength(10)),
  leadSources: z
    .array(z.object({ source: z.enum(leadSources), leads: count }))
    .check(z.maxLength(leadSources.length)),
  activity: z
    .array(
      z.object({
        id: z.int(),
        kind: z.enum(activityKinds),
        person: zRequiredText(),
        company: zRequiredText(),
        at: zInstant()
      })
    )
    .check(z.maxLength(20)),
  openDeals: z
    .array(
      z.object({
        id: z.int(),
        company: zRequiredText(),
        owner: zRequiredText(),
        stage: z.enum(dealStages),
        value: zAmount(),
        probability: percent,
        closeDate: zIsoDate()
      })
    )
    .check(z.maxLength(50))
})

export type CrmDashboard = z.infer<typeof crmDashboardSchema>
export type OpenDeal = CrmDashboard['openDeals'][number]
