import type { AbilityRule } from '@/utility/auth/contract'
import type { Tool } from '@/views/apps/assistant/contract'
import { callerOf } from '../../jwt/accounts'
import { mockOptions } from '../../options'
import { eachRoute, type RouteEntry } from '../../route'
import { everyRouteNow } from '../../steps'

const registered: RouteEntry[] = []
eachRoute((entry) => registered.push(entry))

/** The tools the caller of these headers may call: the same permission check each route makes. */
export async function toolsFor(headers: Record<string, string>): Promise<Tool[]> {
  const caller = await callerOf(headers)
  // Where auth is not enforced a call with no good token stays open (guards.ts): so does the tool list.
  const open: AbilityRule[] = [{ action: 'manage', subject: 'all' }]
  const rules = caller && caller !== 'invalid' ? caller.user.ability : mockOptions.enforceAuth ? [] : open
  // The generator and the API prose load with the first question, not with the mock; every area's calls with it.
  const [{ routesAllowed, toolsFrom }, { summaries }] = await Promise.all([
    import('./tools'),
    import('./summaries'),
    everyRouteNow()
  ])
  return toolsFrom(routesAllowed(registered, rules), summaries)
}
