import { api, namespaced } from '@/redux/api'
import { endpoints, type AutocompleteResponse } from './contract'

export const autocompleteApi = api.injectEndpoints({
  endpoints: (build) =>
    namespaced('autocomplete', {
      getAutocompleteData: build.query<AutocompleteResponse, void>({
        query: () => ({ url: endpoints.data })
      })
    })
})

export const { useAutocompleteGetAutocompleteDataQuery: useGetAutocompleteDataQuery } = autocompleteApi
