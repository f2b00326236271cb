import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsCardNames, statisticsCardNames } from '@widgets/cards/contract'
import '@fake-db'
import { setMockOptions } from '@fake-db/options'
import { startApi, type RunningApi } from '../../server/serve'
import { exampleRequests } from '../../scripts/openapi/exampleRequests'

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
    // A call whose example needs a record made first (a conversation to read) gets it, as the document's example did.
    const first = exampleRequests[`${method.toUpperCase()} ${path}`]?.first
    if (first)
      await fetch(`${api.url}${first.url}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(first.body)
      })
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

describe('answers the document once contradicted', () => {
  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    return { status: String(response.status), body: (await response.json()) as unknown }
  }

  /** The status is one the document lists for the call, and the body matches what it says for that status. */
  function expectDocumented(method: string, path: string, answer: { status: string; body: unknown }) {
    const documented = doc.paths[path]?.[method]?.responses[answer.status]
    expect(documented, `${method} ${path} documents ${answer.status}`).toBeDefined()
    const validate = ajv.compile(resolved(documented!.content['application/json'].schema))
    expect(validate(answer.body), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true)
  }

  it('register: a taken e-mail is 200 with the field error in the demo, 409 where tokens are enforced', async () => {
    const sol = { email: 'sol@nordlight.dev', username: 'sol', password: 'secret' }
    const made = await call('POST', '/jwt/register', sol)
    expect(made.status).toBe('200')
    expectDocumented('post', '/jwt/register', made)
    const taken = await call('POST', '/jwt/register', sol)
    expect(taken).toMatchObject({
      status: '200',
      body: { error: { email: 'This email is already in use.' } }
    })
    expectDocumented('post', '/jwt/register', taken)
    setMockOptions({ signUp: 'client' })
    try {
      const refused = await call('POST', '/jwt/register', sol)
      expect(refused.status).toBe('409')
      expectDocumented('post', '/jwt/register', refused)
    } finally {
      setMockOptions({ signUp: 'demo' })
    }
  })

  it.each(['wishlist', 'cart'])(
    '%s: a new product is 201, one already there 200, both as documented',
    async (list) => {
      const path = `/apps/ecommerce/${list}`
      const held = ((await call('GET', path)).body as { products: { id: number }[] }).products.map(
        ({ id }) => id
      )
      const productId = [1, 2, 3, 4, 5, 6, 7, 8].find((id) => !held.includes(id))
      const added = await call('POST', path, { productId })
      expect(added.status).toBe('201')
      expectDocumented('post', path, added)
      const again = await call('POST', path, { productId })
      expect(again.status).toBe('200')
      expectDocumented('post', path, again)
    }
  )
})
