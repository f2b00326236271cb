import { saasDashboardSchema, saasParamsSchema, endpoints } from '@/views/dashboard/saas/contract'
import { get, type RouteDef } from '../../route'
import { createStore, ok, parse } from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Dashboard')

const store = createStore('saas-dashboard', () => import('./data').then(({ saasSeed }) => saasSeed()), {
  readOnly: true
})

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(
    endpoints.dashboard,
    async (req) => {
      const { range } = parse(saasParamsSchema, req.params)
      return ok((await store.get())[range])
    },
    { permission: may.read, answer: saasDashboardSchema, query: saasParamsSchema }
  )
]
