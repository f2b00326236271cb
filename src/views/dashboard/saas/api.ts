import { answeredBy, api, overrideExisting } from '@/redux/api'
import type { TimeRange } from '@widgets/cards/contract'
import { endpoints, saasDashboardSchema, type SaasDashboard } from './contract'

// One call per range answers every card; cards on the same range share it.
export const saasApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getSaasDashboard: build.query<SaasDashboard, TimeRange>({
      query: (range) => ({ url: endpoints.dashboard, params: { range } }),
      ...answeredBy(saasDashboardSchema)
    })
  })
})

export const { useGetSaasDashboardQuery } = saasApi
