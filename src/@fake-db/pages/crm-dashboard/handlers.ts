import { crmDashboardSchema, crmParamsSchema, endpoints } from '@/views/dashboard/crm/contract'
import { get, type RouteDef } from '../../route'
import { createStore, ok, parse } from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Dashboard')

const store = createStore('crm-dashboard', () => import('./data').then(({ crmSeed }) => crmSeed()), {
  readOnly: true
})

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(
    endpoints.dashboard,
    async (req) => {
      const { range } = parse(crmParamsSchema, req.params)
      return ok((await store.get())[range])
    },
    { permission: may.read, answer: crmDashboardSchema, query: crmParamsSchema }
  )
]
