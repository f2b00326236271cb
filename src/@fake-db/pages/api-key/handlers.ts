import {
  deleteApiKeyParams,
  endpoints,
  maxApiKeys,
  newApiKeySchema,
  type ApiKey,
  apiKeyListAnswer,
  apiKeyAnswer,
  deleteApiKeyAnswer
} from '@/views/pages/api-key/contract'
import { del, get, post, type RouteDef } from '../../route'
import { badRequest, created, createStore, nextId, ok, parse, removeById } from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('ApiKey')

const store = createStore('api-keys', () => import('./data').then((m) => m.createApiKeys()))

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function freshKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `nl_live_${Array.from(bytes, (byte) => letters[byte % letters.length]).join('')}`
}

const newestFirst = (a: ApiKey, b: ApiKey) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(endpoints.list, async () => ok([...(await store.get())].sort(newestFirst)), {
    permission: may.read,
    answer: apiKeyListAnswer,
    extension: true
  }),
  post(
    endpoints.add,
    async (req) => {
      const fields = parse(newApiKeySchema, req.body)
      const keys = await store.get()
      if (keys.length >= maxApiKeys)
        return badRequest({ error: `An account keeps at most ${maxApiKeys} keys`, code: 'tooManyKeys' })
      const key: ApiKey = {
        id: nextId(keys),
        ...fields,
        key: freshKey(),
        createdAt: new Date().toISOString()
      }
      keys.push(key)
      return created({ key })
    },
    { permission: may.create, answer: apiKeyAnswer, created: true, extension: true, body: newApiKeySchema }
  ),
  del(
    endpoints.delete,
    async (req) => {
      const { id } = parse(deleteApiKeyParams, req.params)
      removeById(await store.get(), id, 'key')
      return ok({})
    },
    { permission: may.delete, answer: deleteApiKeyAnswer, extension: true, query: deleteApiKeyParams }
  )
]
