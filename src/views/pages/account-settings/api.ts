import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import type { SaveSettingsBody } from './contract'
import { accountSettingsSchema, endpoints } from './contract'

export const settingsApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getSettings: build.query<Answer<typeof accountSettingsSchema>, void>({
      ...answeredBy(accountSettingsSchema),
      query: () => ({ url: endpoints.data })
    }),
    // The answer is the saved settings: the cache takes it, so no refetch is needed.
    updateSettings: build.mutation<Answer<typeof accountSettingsSchema>, SaveSettingsBody>({
      ...answeredBy(accountSettingsSchema),
      query: (body) => ({ url: endpoints.data, method: 'post', data: body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (data) dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data))
      }
    })
  })
})

export const { useGetSettingsQuery, useUpdateSettingsMutation } = settingsApi
