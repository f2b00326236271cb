import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import { useAppDispatch } from '@/redux/hooks'
import { endpoints, selectDataAnswer } from './contract'

const selectDataApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getSelectData: build.query<Answer<typeof selectDataAnswer>, string>({
      query: (query) => ({ url: endpoints.data, params: { query } }),
      ...answeredBy(selectDataAnswer)
    })
  })
})

/** A search for react-select's `loadOptions`: asked when called, not on render, so nothing subscribes. */
export function useSelectSearch() {
  const dispatch = useAppDispatch()
  return (query: string) =>
    dispatch(selectDataApi.endpoints.getSelectData.initiate(query, { subscribe: false }))
      .unwrap()
      .then(({ options }) => options)
}
