import { endpoints, type ProfileData } from '@/views/pages/profile/contract'
import { get } from '../../route'
import { createStore, ok } from '../../utils'

const store = createStore('profile', () => import('./data').then(({ createProfile }) => createProfile()))

get<ProfileData>(endpoints.data, async () => ok(await store.get()))
