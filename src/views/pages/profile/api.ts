import { api, namespaced } from '@/redux/api'
import { endpoints, profileSchema, type ProfileData } from './contract'

export const profileApi = api.injectEndpoints({
  endpoints: (build) =>
    namespaced('profile', {
      getProfile: build.query<ProfileData, void>({
        query: () => ({ url: endpoints.data }),
        responseSchema: profileSchema
      })
    })
})

export const { useProfileGetProfileQuery: useGetProfileQuery } = profileApi
