import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import type { NewApiKey } from './contract'
import { apiKeyAnswer, apiKeyListAnswer, deleteApiKeyAnswer, endpoints } from './contract'

const list = { type: 'ApiKey', id: 'LIST' } as const

const apiKeyApi = api.enhanceEndpoints({ addTagTypes: ['ApiKey'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getKeys: build.query<Answer<typeof apiKeyListAnswer>, void>({
      ...answeredBy(apiKeyListAnswer),
      query: () => ({ url: endpoints.list }),
      providesTags: [list]
    }),
    addKey: build.mutation<Answer<typeof apiKeyAnswer>, NewApiKey>({
      ...answeredBy(apiKeyAnswer),
      query: (data) => ({ url: endpoints.add, method: 'post', data }),
      invalidatesTags: [list]
    }),
    deleteKey: build.mutation<Answer<typeof deleteApiKeyAnswer>, number>({
      ...answeredBy(deleteApiKeyAnswer),
      query: (id) => ({ url: endpoints.delete, method: 'delete', params: { id } }),
      invalidatesTags: [list]
    })
  })
})

export const { useGetKeysQuery, useAddKeyMutation, useDeleteKeyMutation } = apiKeyApi
