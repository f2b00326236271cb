import { answeredBy, api, overrideExisting } from '@/redux/api'
import type { TimeRange } from '@widgets/cards/contract'
import { crmDashboardSchema, endpoints, type CrmDashboard } from './contract'

// One call per range answers every card; cards on the same range share it.
export const crmApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getCrmDashboard: build.query<CrmDashboard, TimeRange>({
      query: (range) => ({ url: endpoints.dashboard, params: { range } }),
      ...answeredBy(crmDashboardSchema)
    })
  })
})

export const { useGetCrmDashboardQuery } = crmApi
