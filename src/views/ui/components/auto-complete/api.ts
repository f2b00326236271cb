import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import { autocompleteAnswer, endpoints } from './contract'

export const autocompleteApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getAutocompleteData: build.query<Answer<typeof autocompleteAnswer>, void>({
      ...answeredBy(autocompleteAnswer),
      query: () => ({ url: endpoints.data })
    })
  })
})

export const { useGetAutocompleteDataQuery } = autocompleteApi
