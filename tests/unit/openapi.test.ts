import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { mock } from '@fake-db'
import { eachRoute } from '@fake-db/route'

interface Operation {
  parameters?: { name: string; description?: string; schema?: object; example?: unknown }[]
  security?: unknown[]
  'x-extension'?: boolean
}

const doc = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
}

const registered: string[] = []
const extensions: string[] = []
eachRoute(({ method, path, options }) => {
  const call = `${method} ${path.replace(/:(\w+)/g, '{$1}')}`
  registered.push(call)
  if (options.extension) extensions.push(call)
})
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ call: `${method} ${path}`, path, operation }))
)

describe('docs/openapi.json', () => {
  it('documents every registered route, and no other', () => {
    expect(registered.length).toBeGreaterThan(0)
    expect(registered.filter((call) => !operations.some((op) => op.call === call))).toEqual([])
    expect(operations.map((op) => op.call).filter((call) => !registered.includes(call))).toEqual([])
  })

  it('asks for the bearer token everywhere but /jwt/*', () => {
    const open = operations.filter(({ operation }) => operation.security?.length === 0)
    expect(open.map(({ path }) => path)).toEqual(
      operations.map(({ path }) => path).filter((p) => p.startsWith('/jwt/'))
    )
  })

  it('describes every parameter', () => {
    const bare = operations.flatMap(({ call, operation }) =>
      (operation.parameters ?? [])
        .filter((parameter) => !parameter.description)
        .map(({ name }) => `${call} ${name}`)
    )
    expect(bare).toEqual([])
  })

  it('marks the extension calls', () => {
    const marked = operations.filter(({ operation }) => operation['x-extension']).map(({ call }) => call)
    expect(marked.sort()).toEqual(extensions.sort())
  })
})

interface ListSchema {
  anyOf: [{ items: { enum: string[] } }, object]
}

describe('list parameters', () => {
  const lists = operations.flatMap(({ call, operation }) =>
    (operation.parameters ?? [])
      .filter(({ description }) => description?.includes('join the values with commas'))
      .map(({ name, schema }) => ({ name: `${call} ${name}`, schema: schema as ListSchema }))
  )
  const ajv = new Ajv2020({ strict: false, logger: false })

  it.each(lists)('$name takes the repeated and the comma form its description offers', ({ schema }) => {
    const values = schema.anyOf[0].items.enum.slice(0, 2)
    expect(values).toHaveLength(2)
    const accepts = ajv.compile(schema)
    expect([accepts(values), accepts(values.join(',')), accepts(`${values.join(',')},nonsense`)]).toEqual([
      true,
      true,
      false
    ])
  })

  it('answers the comma form as the repeated one', async () => {
    const events = (calendars: unknown) =>
      mock.axiosInstance.get('/apps/calendar/events', { params: { calendars } }).then(({ data }) => data)
    const repeated = await events(['Business', 'Holiday'])
    expect(repeated).not.toEqual([])
    expect(await events('Business,Holiday')).toEqual(repeated)
  })
})
