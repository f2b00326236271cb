/** The new area's mock: its seed, its handler list (list and add) over a named, versioned store, and its contract test. */

export const data = ({
  kebab,
  pascal,
  one
}) => `import type { ${one.pascal} } from '@/views/apps/${kebab}/contract'

/** The first records, ids 1 to 12: a second page shows from the start. */
export function seed${pascal}(): ${one.pascal}[] {
  return Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    title: \`Sample ${one.words} \${index + 1}\`,
    details: \`What ${one.words} \${index + 1} is about.\`
  }))
}
`

export const handlers = ({ camel, kebab, pascal, one }) => `import {
  endpoints,
  new${one.pascal}Schema,
  ${one.camel}ListAnswer,
  ${one.camel}ListParams,
  saved${one.pascal}Answer,
  type ${one.pascal},
  type ${one.pascal}ListResponse
} from '@/views/apps/${kebab}/contract'
import { get, post, type RouteDef } from '../../route'
import { created, createStore, listQuery, nextId, ok, parse, type ListSpec } from '../../utils'
import { permissionsOn } from '../../permission'

// What a caller's CASL ability must allow for each call: the area's subject, as in its app.ts.
const may = permissionsOn('${pascal}')

// Raise the version when the seed's shape changes: changes a visitor kept under another version are dropped.
const store = createStore('${camel}', () => import('./data').then((m) => m.seed${pascal}()), { version: 1 })

const listSpec: ListSpec<${one.pascal}, typeof ${one.camel}ListParams> = {
  params: ${one.camel}ListParams,
  searched: (row) => [row.title, row.details]
}

function list${pascal}(rows: readonly ${one.pascal}[], params: Record<string, unknown>): ${one.pascal}ListResponse {
  const { total, rows: ${camel} } = listQuery(rows, params, listSpec)
  return { total, ${camel} }
}

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(endpoints.list, async (req) => ok(list${pascal}(await store.get(), req.params)), {
    permission: may.read,
    answer: ${one.camel}ListAnswer,
    query: ${one.camel}ListParams
  }),
  post(
    endpoints.add,
    async (req) => {
      const fields = parse(new${one.pascal}Schema, req.body)
      const rows = await store.get()
      const ${one.camel} = { id: nextId(rows), ...fields }
      rows.push(${one.camel})
      return created({ ${one.camel} })
    },
    { permission: may.create, answer: saved${one.pascal}Answer, created: true, body: new${one.pascal}Schema }
  )
]
`

export const handlersTest = ({ camel, kebab, one }) => `import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import type { ${one.pascal}, ${one.pascal}ListResponse } from '@/views/apps/${kebab}/contract'

const list = async (params: Record<string, unknown> = {}) =>
  (await call<${one.pascal}ListResponse>('get', '/api/${kebab}/list', { params })).body
const ids = (rows: ${one.pascal}[]) => rows.map((row) => row.id)

freshMockPerTest()

describe('GET /api/${kebab}/list', () => {
  it('gives the newest ten first and counts them all', async () => {
    const body = await list()
    expect(body.total).toBe(12)
    expect(ids(body.${camel})).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
  })

  it('finds by title or details, sorts by title and pages', async () => {
    expect(ids((await list({ q: 'sample ${one.words} 3' })).${camel})).toEqual([3])
    expect(ids((await list({ q: 'what ${one.words} 4 is' })).${camel})).toEqual([4])
    const byTitle = await list({ sortColumn: 'title', sort: 'asc', perPage: 10, page: 2 })
    expect(ids(byTitle.${camel})).toEqual([8, 9])
  })
})

describe('POST /api/${kebab}/add', () => {
  it('adds with the next id and answers 201', async () => {
    const { status, body } = await call('post', '/api/${kebab}/add', {
      data: { title: 'Quarterly review', details: '' }
    })
    expect(status).toBe(201)
    expect(body).toEqual({ ${one.camel}: { id: 13, title: 'Quarterly review', details: '' } })
    expect((await list()).${camel}[0]?.title).toBe('Quarterly review')
  })

  it('refuses a blank title and changes nothing', async () => {
    await expectRefused(
      () => call('post', '/api/${kebab}/add', { data: { title: '  ', details: '' } }),
      () => list(),
      400,
      /title/
    )
  })
})
`
