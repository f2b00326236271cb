import { answeredBy, api, overrideExisting } from '@/redux/api'
import type { TimeRange } from '@widgets/cards/contract'
import { endpoints, logisticsDashboardSchema, type LogisticsDashboard } from './contract'

// One call per range answers every card; cards on the same range share it.
export const logisticsApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getLogisticsDashboard: build.query<LogisticsDashboard, TimeRange>({
      query: (range) => ({ url: endpoints.dashboard, params: { range } }),
      ...answeredBy(logisticsDashboardSchema)
    })
  })
})

export const { useGetLogisticsDashboardQuery } = logisticsApi
