import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsCardNames, statisticsCardNames } from '@widgets/cards/contract'
import '@fake-db'
import { setMockOptions } from '@fake-db/options'
import { startApi, type RunningApi } from '../../server/serve'

type Schema = Record<string, unknown>
interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  schema: Schema
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: unknown
  responses: Record<string, { content: { 'application/json': { schema: Schema } } }>
}

const doc = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: { Error: Schema } }
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false, logger: false })

/** The only reference in the document is the error shape. */
const resolved = (schema: Schema): Schema =>
  schema.$ref === '#/components/schemas/Error' ? doc.components.schemas.Error : schema

// Values the seed data answers for; anything else comes from the parameter's schema.
const examples: Record<string, string> = {
  '/api/invoice/invoices/{id} id': '5001',
  '/apps/ecommerce/products/{idOrSlug} idOrSlug': '1',
  '/card/card-analytics/{name} name': analyticsCardNames[0],
  '/card/card-statistics/{name} name': statisticsCardNames[0],
  '/apps/email/paginate-email dir': 'next',
  '/api/extensions/team-member name': 'Astrid Nyhus'
}

function example(path: string, { name, schema }: Parameter): string {
  const items = (schema.items ?? {}) as Schema
  const listed = (schema.enum ?? items.enum) as string[] | undefined
  return examples[`${path} ${name}`] ?? String(schema.default ?? listed?.[0] ?? 1)
}

function request(path: string, operation: Operation): string {
  const query = new URLSearchParams()
  let url = path
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, example(path, parameter))
    else if (parameter.required) query.set(parameter.name, example(path, parameter))
  }
  return query.size > 0 ? `${url}?${query}` : url
}

let api: RunningApi
let token = ''

beforeAll(async () => {
  setMockOptions({ enforceAuth: true })
  api = await startApi({ port: 0, host: '127.0.0.1' })
  const login = await fetch(`${api.url}/jwt/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' })
  })
  token = ((await login.json()) as { accessToken: string }).accessToken
})

afterAll(async () => {
  setMockOptions({ enforceAuth: false })
  await api.close()
})

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ method, path, operation }))
)

describe('the HTTP server answers as docs/openapi.json says', () => {
  it.each(operations)('$method $path', async ({ method, path, operation }) => {
    const response = await fetch(`${api.url}${request(path, operation)}`, {
      method: method.toUpperCase(),
      // /jwt/* needs no token, and logout would end the session every other call uses.
      headers: {
        ...(!path.startsWith('/jwt/') && { Authorization: `Bearer ${token}` }),
        'Content-Type': 'application/json'
      },
      ...(operation.requestBody ? { body: '{}' } : {})
    })
    const status = String(response.status)
    const documented = operation.responses[status] ?? operation.responses[`${status[0]}XX`]
    expect(documented, `status ${status} is documented`).toBeDefined()
    const validate = ajv.compile(resolved(documented!.content['application/json'].schema))
    const body: unknown = await response.json()
    expect(validate(body), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true)
    if (method === 'get') expect(status).toMatch(/^2/)
  })

  it('refuses a call without a token as documented', async () => {
    const response = await fetch(`${api.url}/apps/invoice/invoices`)
    expect(response.status).toBe(401)
    expect(ajv.validate(doc.components.schemas.Error, await response.json())).toBe(true)
  })
})
