import { api, namespaced } from '@/redux/api'
import { accountSettingsSchema, endpoints, type AccountSettings, type SaveSettingsBody } from './contract'

export const settingsApi = api.injectEndpoints({
  endpoints: (build) =>
    namespaced('settings', {
      getSettings: build.query<AccountSettings, void>({
        query: () => ({ url: endpoints.data }),
        responseSchema: accountSettingsSchema
      }),
      // The answer is the saved settings: the cache takes it, so no refetch is needed.
      saveSettings: build.mutation<AccountSettings, SaveSettingsBody>({
        query: (body) => ({ url: endpoints.data, method: 'post', data: body }),
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
          if (data) dispatch(settingsApi.util.upsertQueryData('settingsGetSettings', undefined, data))
        }
      })
    })
})

export const {
  useSettingsGetSettingsQuery: useGetSettingsQuery,
  useSettingsSaveSettingsMutation: useSaveSettingsMutation
} = settingsApi
