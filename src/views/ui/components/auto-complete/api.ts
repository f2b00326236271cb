import { api, overrideExisting } from '@/redux/api'
import { endpoints, type AutocompleteResponse } from './contract'

export const autocompleteApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getAutocompleteData: build.query<AutocompleteResponse, void>({
      query: () => ({ url: endpoints.data })
    })
  })
})

export const { useGetAutocompleteDataQuery } = autocompleteApi
