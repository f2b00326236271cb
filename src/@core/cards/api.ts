import { api, namespaced } from '@/redux/api'
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
import { endpoints } from './contract'

const ranged = (name: Parameters<typeof endpoints.analytics>[0]) => (range: TimeRange) => ({
  url: endpoints.analytics(name),
  params: { range }
})
const plain = (name: Parameters<typeof endpoints.analytics>[0]) => () => ({ url: endpoints.analytics(name) })

export const cardsApi = api.injectEndpoints({
  endpoints: (build) =>
    namespaced('cards', {
      getSupportTracker: build.query<SupportTracker, TimeRange>({ query: ranged('support-tracker') }),
      getAvgSessions: build.query<AvgSessions, TimeRange>({ query: ranged('avg-sessions') }),
      getProductOrders: build.query<ProductOrders, TimeRange>({ query: ranged('product-orders') }),
      getSessionsDevice: build.query<SessionsDevice, TimeRange>({ query: ranged('sessions-device') }),
      getCustomers: build.query<Customers, TimeRange>({ query: ranged('customers') }),
      getRevenueReport: build.query<RevenueReport, ReportYear>({
        query: (year) => ({ url: endpoints.analytics('revenue-report'), params: { year } })
      }),
      getGoalOverview: build.query<GoalOverview, void>({ query: plain('goal-overview') }),
      getRevenue: build.query<Revenue, void>({ query: plain('revenue') }),
      getStatisticsCard: build.query<StatisticsCard, StatisticsCardName>({
        query: (name) => ({ url: endpoints.statistics(name) })
      })
    })
})

export const {
  useCardsGetSupportTrackerQuery: useGetSupportTrackerQuery,
  useCardsGetAvgSessionsQuery: useGetAvgSessionsQuery,
  useCardsGetProductOrdersQuery: useGetProductOrdersQuery,
  useCardsGetSessionsDeviceQuery: useGetSessionsDeviceQuery,
  useCardsGetCustomersQuery: useGetCustomersQuery,
  useCardsGetRevenueReportQuery: useGetRevenueReportQuery,
  useCardsGetGoalOverviewQuery: useGetGoalOverviewQuery,
  useCardsGetRevenueQuery: useGetRevenueQuery,
  useCardsGetStatisticsCardQuery: useGetStatisticsCardQuery
} = cardsApi
