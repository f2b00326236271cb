import { z } from 'zod/mini'
import { zValues } from '@/utility/contract'

export const analyticsCardNames = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers'
] as const
export type AnalyticsCardName = (typeof analyticsCardNames)[number]

export const statisticsCardNames = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter'
] as const
export type StatisticsCardName = (typeof statisticsCardNames)[number]

export const timeRanges = ['last-28-days', 'last-month', 'last-year'] as const
export type TimeRange = (typeof timeRanges)[number]
export const defaultTimeRange: TimeRange = 'last-28-days'

export const reportYears = [2020, 2019, 2018] as const
export type ReportYear = (typeof reportYears)[number]

export const rangedCards = [
  'support-tracker',
  'avg-sessions',
  'product-orders',
  'sessions-device',
  'customers'
] as const satisfies readonly AnalyticsCardName[]

export const statisticsKeyList = [
  'orders',
  'profit',
  'subscribers',
  'revenue',
  'sales',
  'traffic',
  'users',
  'newsletter'
] as const
export type StatisticsKey = (typeof statisticsKeyList)[number]

export const statisticsKeys = {
  'orders-bar-chart': 'orders',
  'profit-line-chart': 'profit',
  subscribers: 'subscribers',
  revenue: 'revenue',
  sales: 'sales',
  orders: 'orders',
  'site-traffic': 'traffic',
  'active-users': 'users',
  newsletter: 'newsletter'
} as const satisfies Record<StatisticsCardName, StatisticsKey>

export const deviceIcons = ['monitor', 'smartphone', 'tablet'] as const
export const themeColors = ['primary', 'secondary', 'success', 'info', 'warning', 'danger'] as const

export const endpoints = {
  analytics: (name: AnalyticsCardName | ':name' = ':name') => `/card/card-analytics/${name}`,
  statistics: (name: StatisticsCardName | ':name' = ':name') => `/card/card-statistics/${name}`
} as const

export const analyticsParamsSchema = z.object({
  range: z.optional(z.enum(timeRanges)),
  year: z.optional(z.pipe(z.coerce.number(), z.literal(reportYears)))
})

const count = z.int().check(z.minimum(0))
const percent = z.number().check(z.minimum(0), z.maximum(100))
const maxPoints = 366
export const seriesSchema = z.object({
  name: z.string(),
  data: z.array(z.number()).check(z.maxLength(maxPoints))
})

export const supportTrackerSchema = z.object({
  title: z.string(),
  last_days: zValues(z.enum(timeRanges), timeRanges.length),
  range: z.enum(timeRanges),
  totalTicket: count,
  newTicket: count,
  openTicket: count,
  responseTime: z.number().check(z.minimum(0)),
  completed: percent
})

export const avgSessionsSchema = z.object({
  range: z.enum(timeRanges),
  sessions: count,
  growth: z.number(),
  goal: count,
  goalReached: percent,
  users: count,
  retention: percent,
  duration: z.number().check(z.minimum(0)),
  series: z.array(count).check(z.length(7))
})

export const revenueReportSchema = z.object({
  years: z.array(z.number()).check(z.maxLength(100)),
  year: z.number(),
  price: count,
  budget: count,
  earning: z.array(z.number()).check(z.length(12)),
  expense: z.array(z.number()).check(z.length(12)),
  budgetLine: z.array(z.number()).check(z.length(12))
})

export const goalOverviewSchema = z.object({ completed: count, inProgress: count })

export const revenueSchema = z.object({
  thisMonth: count,
  lastMonth: count,
  series: z.array(seriesSchema).check(z.length(2))
})

export const productOrdersSchema = z.object({
  range: z.enum(timeRanges),
  chart_info: z.object({ finished: count, pending: count, rejected: count })
})

export const sessionsDeviceSchema = z.object({
  range: z.enum(timeRanges),
  devices: z
    .array(
      z.object({
        icon: z.enum(deviceIcons),
        name: z.string(),
        iconColor: z.enum(themeColors),
        usage: percent,
        upDown: z.number()
      })
    )
    .check(z.maxLength(20))
})

export const customersSchema = z.object({
  range: z.enum(timeRanges),
  listData: z
    .array(z.object({ text: z.string(), result: count, iconColor: z.enum(themeColors) }))
    .check(z.maxLength(20))
})

export const statisticsCardSchema = z.object({
  series: z.array(seriesSchema).check(z.minLength(1), z.maxLength(10)),
  analyticsData: z.object({
    key: z.enum(statisticsKeyList),
    value: z.number().check(z.minimum(0)),
    growth: z.number()
  })
})

export type SupportTracker = z.infer<typeof supportTrackerSchema>
export type AvgSessions = z.infer<typeof avgSessionsSchema>
export type RevenueReport = z.infer<typeof revenueReportSchema>
export type GoalOverview = z.infer<typeof goalOverviewSchema>
export type Revenue = z.infer<typeof revenueSchema>
export type ProductOrders = z.infer<typeof productOrdersSchema>
export type SessionsDevice = z.infer<typeof sessionsDeviceSchema>
export type Customers = z.infer<typeof customersSchema>
export type StatisticsCard = z.infer<typeof statisticsCardSchema>

export interface AnalyticsCards {
  'support-tracker': SupportTracker
  'avg-sessions': AvgSessions
  'revenue-report': RevenueReport
  'goal-overview': GoalOverview
  revenue: Revenue
  'product-orders': ProductOrders
  'sessions-device': SessionsDevice
  customers: Customers
}

export const analyticsSchemas = {
  'support-tracker': supportTrackerSchema,
  'avg-sessions': avgSessionsSchema,
  'revenue-report': revenueReportSchema,
  'goal-overview': goalOverviewSchema,
  revenue: revenueSchema,
  'product-orders': productOrdersSchema,
  'sessions-device': sessionsDeviceSchema,
  customers: customersSchema
} as const

export const isAnalyticsCardName = (name: string): name is AnalyticsCardName =>
  (analyticsCardNames as readonly string[]).includes(name)
export const isStatisticsCardName = (name: string): name is StatisticsCardName =>
  (statisticsCardNames as readonly string[]).includes(name)

/** The answer of `/card/card-analytics/{name}`: the card the name asks for. */
export const analyticsCardAnswer = z.union([
  supportTrackerSchema,
  avgSessionsSchema,
  revenueReportSchema,
  goalOverviewSchema,
  revenueSchema,
  productOrdersSchema,
  sessionsDeviceSchema,
  customersSchema
])
