import type { Tool } from '@/views/apps/assistant/contract'
import { callerOf } from '../../jwt/accounts'
import { eachRoute, type RouteEntry } from '../../route'

const registered: RouteEntry[] = []
eachRoute((entry) => registered.push(entry))

/** The tools the caller of these headers may call: the same permission check each route makes. */
export async function toolsFor(headers: Record<string, string>): Promise<Tool[]> {
  const caller = await callerOf(headers)
  const rules = caller && caller !== 'invalid' ? caller.user.ability : []
  // The generator and the API prose load with the first question, not with the mock.
  const [{ routesAllowed, toolsFrom }, { summaries }] = await Promise.all([
    import('./tools'),
    import('./summaries')
  ])
  return toolsFrom(routesAllowed(registered, rules), summaries)
}
