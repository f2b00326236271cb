import { endpoints, profileSchema } from '@/views/pages/profile/contract'
import { get, type RouteDef } from '../../route'
import { createStore, ok } from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Profile')

const store = createStore('profile', () => import('./data').then(({ createProfile }) => createProfile()), {
  readOnly: true
})

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(endpoints.data, async () => ok(await store.get()), { permission: may.read, answer: profileSchema })
]
