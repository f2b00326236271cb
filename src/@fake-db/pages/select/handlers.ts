import {
  endpoints,
  matchesQuery,
  selectDataParams,
  type SelectDataOption
} from '@/views/forms/elements/select/contract'
import { parse } from '../../kit/input'
import { get } from '../../route'
import { createStore, ok } from '../../utils'

const store = createStore('select-options', () =>
  import('./data').then(({ cities }) =>
    cities.map((label, index) => ({ id: index + 1, value: label.toLowerCase(), label }))
  )
)

get<SelectDataOption[]>(
  endpoints.data,
  async (req) => {
    const { query } = parse(selectDataParams, req.params)
    return ok((await store.get()).filter((option) => matchesQuery(option, query)))
  },
  { query: selectDataParams }
)
