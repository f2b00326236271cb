import { api, namespaced } from '@/redux/api'
import { endpoints, type TeamMemberResponse } from './contract'

const sweetAlertApi = api.injectEndpoints({
  endpoints: (build) =>
    namespaced('sweetAlert', {
      findTeamMember: build.query<TeamMemberResponse, string>({
        query: (name) => ({ url: endpoints.teamMember, params: { name } })
      })
    })
})

export const { useLazySweetAlertFindTeamMemberQuery: useLazyFindTeamMemberQuery } = sweetAlertApi
