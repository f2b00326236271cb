import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import { endpoints, teamMemberAnswer } from './contract'

const sweetAlertApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getTeamMember: build.query<Answer<typeof teamMemberAnswer>, string>({
      ...answeredBy(teamMemberAnswer),
      query: (name) => ({ url: endpoints.teamMember, params: { name } })
    })
  })
})

export const { useLazyGetTeamMemberQuery } = sweetAlertApi
