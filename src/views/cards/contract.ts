/** The cards' contract with the backend (API.md "Pages and cards", SPEC sections 3, 7 and 9): the
 *  analytics and statistics card calls, their time ranges and the shapes they answer. The card
 *  components and the mock both apply it. */
import { z } from 'zod'

// ---- value lists --------------------------------------------------------------------------------

/** The analytics cards of SPEC section 7: `GET /card/card-analytics/{name}`. */
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

/** The statistics cards of SPEC section 7: `GET /card/card-statistics/{name}`. */
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

/** SPEC section 9: the time ranges a card's menu offers (Last 28 Days, Last Month, Last Year). */
export const timeRanges = ['last-28-days', 'last-month', 'last-year'] as const
export type TimeRange = (typeof timeRanges)[number]
export const defaultTimeRange: TimeRange = 'last-28-days'

/** SPEC section 9: the years of the revenue report, newest first. */
export const reportYears = [2020, 2019, 2018] as const
export type ReportYear = (typeof reportYears)[number]

/** The analytics cards whose answer depends on the `range` parameter (they show a range menu). */
export const rangedCards = [
  'support-tracker',
  'avg-sessions',
  'product-orders',
  'sessions-device',
  'customers'
] as const satisfies readonly AnalyticsCardName[]

/** What a statistics card's headline number counts. */
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

/** What each statistics card headlines (the `key` of its `analyticsData`). */
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

// ---- addresses ------------------------------------------------------------------------------------

export const endpoints = {
  analytics: (name: AnalyticsCardName | ':name' = ':name') => `/card/card-analytics/${name}`,
  statistics: (name: StatisticsCardName | ':name' = ':name') => `/card/card-statistics/${name}`
} as const

// ---- parameters -------------------------------------------------------------------------------------

/** Query of an analytics card: the time range (ranged cards) and the year (revenue report), each
 *  optional with the defaults above; a value outside the lists is refused (400). */
export const analyticsParamsSchema = z.object({
  range: z.enum(timeRanges).optional(),
  year: z.coerce.number().pipe(z.literal(reportYears)).optional()
})

// ---- answers ------------------------------------------------------------------------------------------

const count = z.int().min(0)
const percent = z.number().min(0).max(100)
/** A chart's series: a name and one number per label. */
export const seriesSchema = z.object({ name: z.string(), data: z.array(z.number()) })

export const supportTrackerSchema = z.object({
  title: z.string(),
  /** The ranges the card's menu offers, and the one answered. */
  last_days: z.array(z.enum(timeRanges)),
  range: z.enum(timeRanges),
  totalTicket: count,
  newTicket: count,
  openTicket: count,
  /** Average first response, in hours. */
  responseTime: z.number().min(0),
  /** Share of tickets closed, for the radial chart. */
  completed: percent
})

export const avgSessionsSchema = z.object({
  range: z.enum(timeRanges),
  /** Average sessions per day. */
  sessions: count,
  /** Change against the previous range, in per cent (negative: down). */
  growth: z.number(),
  /** Revenue goal in dollars and the share reached. */
  goal: count,
  goalReached: percent,
  users: count,
  /** Users who came back, per cent. */
  retention: percent,
  /** Average visit, in minutes. */
  duration: z.number().min(0),
  /** Sessions per weekday, Monday first. */
  series: z.array(count).length(7)
})

export const revenueReportSchema = z.object({
  years: z.array(z.number()),
  year: z.number(),
  /** Earnings of the year, in dollars. */
  price: count,
  /** The year's budget, in dollars. */
  budget: count,
  /** Earning and expense per month (January first); expenses are negative for the stacked bars. */
  earning: z.array(z.number()).length(12),
  expense: z.array(z.number()).length(12),
  /** The monthly budget line. */
  budgetLine: z.array(z.number()).length(12)
})

export const goalOverviewSchema = z.object({ completed: count, inProgress: count })

export const revenueSchema = z.object({
  /** Totals in dollars. */
  thisMonth: count,
  lastMonth: count,
  /** Revenue per day of the month, both months on the same 1..n days. */
  series: z.array(seriesSchema).length(2)
})

export const productOrdersSchema = z.object({
  range: z.enum(timeRanges),
  chart_info: z.object({ finished: count, pending: count, rejected: count })
})

export const sessionsDeviceSchema = z.object({
  range: z.enum(timeRanges),
  devices: z.array(
    z.object({
      icon: z.enum(deviceIcons),
      name: z.string(),
      iconColor: z.enum(themeColors),
      /** Share of sessions, per cent (the shares add up to 100). */
      usage: percent,
      /** Change against the previous range, in per cent. */
      upDown: z.number()
    })
  )
})

export const customersSchema = z.object({
  range: z.enum(timeRanges),
  /** Customer groups and their head count. */
  listData: z.array(z.object({ text: z.string(), result: count, iconColor: z.enum(themeColors) }))
})

export const statisticsCardSchema = z.object({
  series: z.array(seriesSchema).min(1),
  /** The headline number (under the key of `statisticsKeys`) and its change in per cent. */
  analyticsData: z.object({ key: z.enum(statisticsKeyList), value: z.number().min(0), growth: z.number() })
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

/** What each analytics card answers. */
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

/** The schema of each analytics card's answer (the contract tests check the mock against them). */
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
