import { api, overrideExisting } from '@/redux/api'
import { useAppDispatch } from '@/redux/hooks'
import { endpoints, selectOptionSchema, type SelectDataOption } from './contract'

const matching = (answer: unknown): SelectDataOption[] =>
  (Array.isArray(answer) ? answer : []).flatMap((row: unknown) => {
    const checked = selectOptionSchema.safeParse(row)
    return checked.success ? [checked.data] : []
  })

const selectDataApi = api.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getSelectData: build.query<SelectDataOption[], string>({
      query: (query) => ({ url: endpoints.data, params: { query } }),
      transformResponse: matching
    })
  })
})

/** A search for react-select's `loadOptions`: asked when called, not on render, so nothing subscribes. */
export function useSelectSearch() {
  const dispatch = useAppDispatch()
  return (query: string) =>
    dispatch(selectDataApi.endpoints.getSelectData.initiate(query, { subscribe: false })).unwrap()
}
