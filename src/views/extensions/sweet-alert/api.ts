import { api, overrideExisting } from '@/redux/api'
import { endpoints, type TeamMemberResponse } from './contract'

const sweetAlertApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getTeamMember: build.query<TeamMemberResponse, string>({
      query: (name) => ({ url: endpoints.teamMember, params: { name } })
    })
  })
})

export const { useLazyGetTeamMemberQuery } = sweetAlertApi
