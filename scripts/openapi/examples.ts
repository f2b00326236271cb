// Each call's example: its request (scripts/openapi/exampleRequests.ts) and what the mock answers to it on fresh seed.
import { resetStores } from '@fake-db/kit/store'
import type { RouteEntry } from '@fake-db/route'
import { exampleRequests, refreshTokenPlaceholder, type ExampleRequest } from './exampleRequests'
import { callKey } from './prose'

export interface Example {
  request: ExampleRequest
  status: number
  answer: unknown
}

// Long lists are cut in an example: enough to show their items, not a page of the seed.
const shownItems = 3

function trimmed(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, shownItems).map(trimmed)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimmed(item)]))
}

function url(route: RouteEntry, { path = {}, query }: ExampleRequest): string {
  const filled = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(path[name] ?? ''))
  return query ? `${filled}?${new URLSearchParams(query)}` : filled
}

async function signedInRefreshToken(routes: readonly RouteEntry[]): Promise<string> {
  const login = routes.find((route) => route.path === '/jwt/login')
  const body = JSON.stringify(exampleRequests['POST /jwt/login']?.body)
  const [, answer] = (await login?.run({ method: 'post', url: '/jwt/login', data: body })) ?? []
  return (answer as { refreshToken?: string } | undefined)?.refreshToken ?? ''
}

/** Runs every call's example request on fresh seed data; `problems` names each written one that was not a success
 * (an entry for a call the route table lacks, as in a starter without that area, is left alone). */
export async function runExamples(
  routes: readonly RouteEntry[]
): Promise<{ examples: Map<string, Example>; problems: string[] }> {
  const examples = new Map<string, Example>()
  const problems: string[] = []
  for (const route of routes) {
    const key = callKey(route)
    const request = exampleRequests[key] ?? {}
    resetStores()
    const first = request.first && routes.find((each) => each.path === request.first?.url)
    if (request.first && first)
      await first.run({
        method: request.first.method,
        url: request.first.url,
        data: JSON.stringify(request.first.body)
      })
    const body = JSON.stringify(request.body ?? {})
    const data = body.includes(refreshTokenPlaceholder)
      ? body.replace(refreshTokenPlaceholder, await signedInRefreshToken(routes))
      : body
    const inQuery = route.method === 'get' || route.method === 'delete'
    const [status, answer] = await route.run({
      method: route.method,
      url: url(route, request),
      data: inQuery ? '' : data
    })
    // A call with no example request yet (a new app's add) goes without an example until it gets one.
    if (status < 300) examples.set(key, { request, status, answer: trimmed(answer) })
    else if (key in exampleRequests)
      problems.push(`The example of ${key} answers ${status}: ${JSON.stringify(answer)}`)
  }
  resetStores()
  return { examples, problems }
}
