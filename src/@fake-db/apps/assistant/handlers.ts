import { endpoints, toolListAnswer } from '@/views/apps/assistant/contract'
import { callerOf } from '../../jwt/accounts'
import { eachRoute, get, type RouteDef, type RouteEntry } from '../../route'
import { ok } from '../../utils'

const registered: RouteEntry[] = []
eachRoute((entry) => registered.push(entry))

/** This area's calls, registered by the mock and the HTTP server from src/@fake-db/allHandlers.ts. */
export const handlers: RouteDef[] = [
  get(
    endpoints.tools,
    async (req) => {
      const caller = await callerOf(req.headers)
      const rules = caller && caller !== 'invalid' ? caller.user.ability : []
      // The generator and the API prose load with the first question, not with the mock.
      const [{ routesAllowed, toolsFrom }, { summaries }] = await Promise.all([
        import('./tools'),
        import('./summaries')
      ])
      return ok({ tools: toolsFrom(routesAllowed(registered, rules), summaries) })
    },
    { permission: 'signedIn', answer: toolListAnswer }
  )
]
