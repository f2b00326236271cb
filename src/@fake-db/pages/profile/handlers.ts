import { endpoints, profileSchema } from '@/views/pages/profile/contract'
import { get } from '../../route'
import { createStore, ok } from '../../utils'

const store = createStore('profile', () => import('./data').then(({ createProfile }) => createProfile()))

get(endpoints.data, async () => ok(await store.get()), { answer: profileSchema })
