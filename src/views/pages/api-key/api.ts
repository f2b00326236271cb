import { api, overrideExisting, keepMatching, type Listed } from '@/redux/api'
import type { ApiKey, ApiKeyListResponse, ApiKeyResponse, DeleteApiKeyResponse, NewApiKey } from './contract'
import { apiKeySchema, endpoints } from './contract'

const list = { type: 'ApiKey', id: 'LIST' } as const

const keepKeys = (answer: ApiKeyListResponse) =>
  keepMatching<{ keys: ApiKey[] }, 'keys'>('keys', apiKeySchema)({ keys: answer })

const apiKeyApi = api.enhanceEndpoints({ addTagTypes: ['ApiKey'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getKeys: build.query<Listed<{ keys: ApiKey[] }>, void>({
      query: () => ({ url: endpoints.list }),
      transformResponse: keepKeys,
      providesTags: [list]
    }),
    addKey: build.mutation<ApiKeyResponse, NewApiKey>({
      query: (data) => ({ url: endpoints.add, method: 'post', data }),
      invalidatesTags: [list]
    }),
    deleteKey: build.mutation<DeleteApiKeyResponse, number>({
      query: (id) => ({ url: endpoints.delete, method: 'delete', params: { id } }),
      invalidatesTags: [list]
    })
  })
})

export const { useGetKeysQuery, useAddKeyMutation, useDeleteKeyMutation } = apiKeyApi
