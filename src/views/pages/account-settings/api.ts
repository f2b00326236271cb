import { api, overrideExisting } from '@/redux/api'
import { accountSettingsSchema, endpoints, type AccountSettings, type SaveSettingsBody } from './contract'

export const settingsApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getSettings: build.query<AccountSettings, void>({
      query: () => ({ url: endpoints.data }),
      responseSchema: accountSettingsSchema
    }),
    // The answer is the saved settings: the cache takes it, so no refetch is needed.
    updateSettings: build.mutation<AccountSettings, SaveSettingsBody>({
      query: (body) => ({ url: endpoints.data, method: 'post', data: body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (data) dispatch(settingsApi.util.upsertQueryData('getSettings', undefined, data))
      }
    })
  })
})

export const { useGetSettingsQuery, useUpdateSettingsMutation } = settingsApi
