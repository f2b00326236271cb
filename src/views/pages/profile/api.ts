import { api, overrideExisting } from '@/redux/api'
import { endpoints, profileSchema, type ProfileData } from './contract'

export const profileApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getProfile: build.query<ProfileData, void>({
      query: () => ({ url: endpoints.data }),
      responseSchema: profileSchema
    })
  })
})

export const { useGetProfileQuery } = profileApi
