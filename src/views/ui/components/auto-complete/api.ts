import { api } from '@/redux/api'
import { endpoints, type AutocompleteResponse } from './contract'

export const autocompleteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAutocompleteData: build.query<AutocompleteResponse, void>({
      query: () => ({ url: endpoints.data })
    })
  })
})

export const { useGetAutocompleteDataQuery } = autocompleteApi
