import {
  endpoints,
  matchesQuery,
  selectDataParams,
  selectDataAnswer
} from '@/views/forms/elements/select/contract'
import { parse } from '../../kit/input'
import { get, type RouteDef } from '../../route'
import { createStore, ok } from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('FormElement')

const store = createStore(
  'select-options',
  () =>
    import('./data').then(({ cities }) =>
      cities.map((label, index) => ({ id: index + 1, value: label.toLowerCase(), label }))
    ),
  { readOnly: true }
)

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(
    endpoints.data,
    async (req) => {
      const { query } = parse(selectDataParams, req.params)
      return ok((await store.get()).filter((option) => matchesQuery(option, query)))
    },
    { permission: may.read, answer: selectDataAnswer, query: selectDataParams }
  )
]
