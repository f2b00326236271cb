import { endpoints, autocompleteAnswer } from '@/views/ui/components/auto-complete/contract'
import { get } from '../../route'
import { createStore, ok } from '../../utils'

const store = createStore('autocomplete', () =>
  import('./data').then((m) =>
    m.films.map((title, index) => ({ id: index + 1, title, rank: String(index + 1) }))
  )
)

get(endpoints.data, async () => ok({ autoComplete: await store.get() }), { answer: autocompleteAnswer })
