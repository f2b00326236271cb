import { z } from 'zod'
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

export const crmParamsSchema = z.object({ range: z.enum(timeRanges).default(defaultTimeRange) })

const count = z.int().min(0)
const percent = z.number().min(0).max(100)
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
    .max(dealStages.length),
  /** Deals won and lost per period (weeks, or months for the last year); `periods` holds each period's first day. */
  wonLost: z
    .object({
      periods: z.array(zIsoDate()).min(1).max(maxPeriods),
      won: z.array(count).max(maxPeriods),
      lost: z.array(count).max(maxPeriods)
    })
    .refine((s) => s.won.length === s.periods.length && s.lost.length === s.periods.length, 'periods'),
  salesPeople: z
    .array(
      z.object({
        id: z.int(),
        name: zRequiredText(),
        won: count,
        value: zAmount(),
        /** Share of the period's quota reached (can pass 100). */
        quota: z.number().min(0).max(1000)
      })
    )
    .max(10),
  leadSources: z.array(z.object({ source: z.enum(leadSources), leads: count })).max(leadSources.length),
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
    .max(20),
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
    .max(50)
})

export type CrmDashboard = z.infer<typeof crmDashboardSchema>
export type OpenDeal = CrmDashboard['openDeals'][number]
