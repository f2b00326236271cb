import { endpoints, autocompleteAnswer } from '@/views/ui/components/auto-complete/contract'
import { get, type RouteDef } from '../../route'
import { createStore, ok } from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('UiComponent')

const store = createStore(
  'autocomplete',
  () =>
    import('./data').then((m) =>
      m.films.map((title, index) => ({ id: index + 1, title, rank: String(index + 1) }))
    ),
  { readOnly: true }
)

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(endpoints.data, async () => ok({ autoComplete: await store.get() }), {
    permission: may.read,
    answer: autocompleteAnswer
  })
]
