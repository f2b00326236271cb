import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import { endpoints, profileSchema } from './contract'

export const profileApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getProfile: build.query<Answer<typeof profileSchema>, void>({
      ...answeredBy(profileSchema),
      query: () => ({ url: endpoints.data })
    })
  })
})

export const { useGetProfileQuery } = profileApi
