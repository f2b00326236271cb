import type { z } from 'zod/mini'
import { answeredBy, api, overrideExisting } from '@/redux/api'
import type {
  AvgSessions,
  Customers,
  GoalOverview,
  ProductOrders,
  ReportYear,
  Revenue,
  RevenueReport,
  SessionsDevice,
  StatisticsCard,
  StatisticsCardName,
  SupportTracker,
  TimeRange
} from './contract'
import { analyticsSchemas, endpoints, statisticsCardSchema } from './contract'

type CardName = keyof typeof analyticsSchemas

// Each answer is checked against its contract: one that does not match shows the card's error state.
const ranged = <N extends CardName>(name: N) => ({
  query: (range: TimeRange) => ({ url: endpoints.analytics(name), params: { range } }),
  ...answeredBy(analyticsSchemas[name] as (typeof analyticsSchemas)[N] & z.ZodMiniType)
})
const plain = <N extends CardName>(name: N) => ({
  query: () => ({ url: endpoints.analytics(name) }),
  ...answeredBy(analyticsSchemas[name] as (typeof analyticsSchemas)[N] & z.ZodMiniType)
})

export const cardsApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getSupportTracker: build.query<SupportTracker, TimeRange>(ranged('support-tracker')),
    getAvgSessions: build.query<AvgSessions, TimeRange>(ranged('avg-sessions')),
    getProductOrders: build.query<ProductOrders, TimeRange>(ranged('product-orders')),
    getSessionsDevice: build.query<SessionsDevice, TimeRange>(ranged('sessions-device')),
    getCustomers: build.query<Customers, TimeRange>(ranged('customers')),
    getRevenueReport: build.query<RevenueReport, ReportYear>({
      query: (year) => ({ url: endpoints.analytics('revenue-report'), params: { year } }),
      ...answeredBy(analyticsSchemas['revenue-report'])
    }),
    getGoalOverview: build.query<GoalOverview, void>(plain('goal-overview')),
    getRevenue: build.query<Revenue, void>(plain('revenue')),
    getStatisticsCard: build.query<StatisticsCard, StatisticsCardName>({
      query: (name) => ({ url: endpoints.statistics(name) }),
      ...answeredBy(statisticsCardSchema)
    })
  })
})

export const {
  useGetSupportTrackerQuery,
  useGetAvgSessionsQuery,
  useGetProductOrdersQuery,
  useGetSessionsDeviceQuery,
  useGetCustomersQuery,
  useGetRevenueReportQuery,
  useGetGoalOverviewQuery,
  useGetRevenueQuery,
  useGetStatisticsCardQuery
} = cardsApi
