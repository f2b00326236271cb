// Asks the mock itself how it refuses an empty input, so each 400 example names a field the call really checks.
import { resetStores } from '@fake-db/kit/store'
import type { RouteEntry } from '@fake-db/route'
import { callKey } from './prose'
import { callInput, type Refusal } from './errors'

const isExample = (value: unknown): value is Refusal['example'] =>
  typeof value === 'object' && value !== null && 'error' in value && 'code' in value

/** By call key: the 400 the mock answers for no input (path segments `0`), a list too long, a value too long. */
export async function probeBadInput(routes: readonly RouteEntry[]): Promise<Map<string, Refusal['example']>> {
  const examples = new Map<string, Refusal['example']>()
  for (const route of routes) {
    const url = route.path.replace(/:\w+/g, '0')
    const inQuery = route.method === 'get' || route.method === 'delete'
    const queries = callInput(route)
      .parameters.filter((parameter) => parameter.in === 'query')
      .map(({ name }) => `${url}?${name}=${'x'.repeat(3000)}`)
    const tries = inQuery
      ? [[url, ''], [`${url}?perPage=101`, ''], ...queries.map((query) => [query, ''])]
      : [
          [url, '{}'],
          [url, '[]']
        ]
    for (const [tried, data] of tries) {
      const [status, answer] = await route.run({ method: route.method, url: tried, data })
      if (status === 400 && isExample(answer)) {
        examples.set(callKey(route), answer)
        break
      }
    }
  }
  // A refused call changes nothing, but a probe that was let through may have: the next reader starts fresh.
  resetStores()
  return examples
}
