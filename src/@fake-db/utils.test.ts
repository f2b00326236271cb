import { describe, expect, it, vi } from 'vitest'
import {
  badRequest,
  created,
  createStore,
  fail,
  getPath,
  isRecord,
  matchesQuery,
  nextId,
  notFound,
  ok,
  paginate,
  readBody,
  readBoolean,
  readId,
  readList,
  readRecord,
  readString,
  resetStores,
  beginWrite,
  sortBy,
  listQuery,
  findById,
  removeById,
  updateById,
  merge,
  parse,
  Refusal,
  type ListSpec
} from './utils'
import {
  choice,
  choices,
  columnSort,
  date,
  maxPerPage,
  number,
  paging,
  range,
  text
} from '@/utility/list.contract'

describe('replies', () => {
  it('builds status and body pairs', () => {
    expect(ok({ a: 1 })).toEqual([200, { a: 1 }])
    expect(ok({ a: 1 }, 202)).toEqual([202, { a: 1 }])
    expect(created({ id: 3 })).toEqual([201, { id: 3 }])
    const taken = { error: { email: 'This email is already in use.' }, code: { email: 'taken' as const } }
    expect(fail(409, taken)).toEqual([409, taken])
    const required = { error: 'title is required', code: 'required' as const, field: 'title' }
    expect(badRequest(required)).toEqual([400, required])
    expect(notFound('invoice')).toEqual([404, { error: 'Invoice not found', code: 'notFound' }])
  })
})

describe('paginate', () => {
  const rows = [1, 2, 3, 4, 5]
  it('is 1-based and empty past the end', () => {
    expect(paginate(rows, 1, 2)).toEqual([1, 2])
    expect(paginate(rows, 3, 2)).toEqual([5])
    expect(paginate(rows, 4, 2)).toEqual([])
  })
})

describe('sortBy', () => {
  it('reads dotted paths', () => {
    expect(getPath({ client: { name: 'x' } }, 'client.name')).toBe('x')
    expect(getPath({ client: null }, 'client.name')).toBeUndefined()
  })

  it('sorts numbers numerically and text case-insensitively, without mutating', () => {
    const rows = [{ n: 10 }, { n: 9 }, { n: 100 }]
    expect(sortBy(rows, 'n').map((r) => r.n)).toEqual([9, 10, 100])
    expect(rows.map((r) => r.n)).toEqual([10, 9, 100])
    const names = [{ s: 'beta' }, { s: 'Alpha' }, { s: 'alpha2' }, { s: 'Gamma' }]
    expect(sortBy(names, 's').map((r) => r.s)).toEqual(['Alpha', 'alpha2', 'beta', 'Gamma'])
    expect(sortBy(names, 's', 'desc').map((r) => r.s)).toEqual(['Gamma', 'beta', 'alpha2', 'Alpha'])
  })

  it('sorts money and numeric strings as numbers', () => {
    const rows = ['$1,250.50', '-$320', '$99', 0, '$-5', '34'].map((balance) => ({ balance }))
    expect(sortBy(rows, 'balance').map((r) => r.balance)).toEqual([
      '-$320',
      '$-5',
      0,
      '34',
      '$99',
      '$1,250.50'
    ])
  })

  it('is stable in both directions and puts missing values last', () => {
    const rows = [{ k: 'b', i: 1 }, { k: 'a', i: 2 }, { k: 'B', i: 3 }, { i: 4 }, { k: 'a', i: 5 }]
    expect(sortBy(rows, 'k').map((r) => r.i)).toEqual([2, 5, 1, 3, 4])
    expect(sortBy(rows, 'k', 'desc').map((r) => r.i)).toEqual([4, 1, 3, 2, 5])
  })
})

describe('matchesQuery', () => {
  it('matches trimmed, case-insensitive substrings of strings, numbers and arrays', () => {
    expect(matchesQuery('  ALI ', 'Alice')).toBe(true)
    expect(matchesQuery('42', 'x', 1420)).toBe(true)
    expect(matchesQuery(42, 1420)).toBe(true)
    expect(matchesQuery('team', ['low', 'Team'])).toBe(true)
    expect(matchesQuery('zzz', 'Alice', 3, null, { a: 'zzz' })).toBe(false)
  })

  it('lets an empty or absent query match everything', () => {
    expect(matchesQuery('', 'x')).toBe(true)
    expect(matchesQuery('   ')).toBe(true)
    expect(matchesQuery(undefined, 'x')).toBe(true)
  })
})

describe('input guards', () => {
  it('recognises JSON objects only', () => {
    expect(isRecord({})).toBe(true)
    expect(isRecord([])).toBe(false)
    expect(isRecord(null)).toBe(false)
    expect(readBody('text')).toEqual({
      ok: false,
      error: { error: 'The request body must be a JSON object', code: 'malformed' }
    })
    expect(readBody({ a: 1 })).toEqual({ ok: true, value: { a: 1 } })
  })

  it('reads required and optional strings', () => {
    expect(readString({ t: 'x' }, 't', { required: true })).toEqual({ ok: true, value: 'x' })
    expect(readString({}, 't', { required: true })).toEqual({
      ok: false,
      error: { error: 't is required', code: 'required', field: 't' }
    })
    expect(readString({ t: '  ' }, 't', { required: true })).toEqual({
      ok: false,
      error: { error: 't is required', code: 'required', field: 't' }
    })
    expect(readString({ t: 5 }, 't')).toEqual({
      ok: false,
      error: { error: 't must be a string', code: 'type', field: 't' }
    })
    expect(readString({}, 't')).toEqual({ ok: true, value: undefined })
  })

  it('reads ids from numbers and numeric strings', () => {
    expect(readId(4)).toEqual({ ok: true, value: 4 })
    expect(readId('12')).toEqual({ ok: true, value: 12 })
    expect(readId(undefined)).toEqual({
      ok: false,
      error: { error: 'id is required', code: 'required', field: 'id' }
    })
    expect(readId('', 'taskId')).toEqual({
      ok: false,
      error: { error: 'taskId is required', code: 'required', field: 'taskId' }
    })
    expect(readId('4a')).toEqual({
      ok: false,
      error: { error: 'id must be a whole number', code: 'wholeNumber', field: 'id' }
    })
    expect(readId(1.5)).toEqual({
      ok: false,
      error: { error: 'id must be a whole number', code: 'wholeNumber', field: 'id' }
    })
    expect(readId({})).toEqual({
      ok: false,
      error: { error: 'id must be a whole number', code: 'wholeNumber', field: 'id' }
    })
  })

  it('reads booleans, wrapper objects and lists', () => {
    expect(readBoolean({ b: true }, 'b')).toEqual({ ok: true, value: true })
    expect(readBoolean({ b: 'yes' }, 'b')).toEqual({
      ok: false,
      error: { error: 'b must be true or false', code: 'type', field: 'b' }
    })
    expect(readRecord({ task: { id: 1 } }, 'task')).toEqual({ ok: true, value: { id: 1 } })
    expect(readRecord({}, 'task')).toEqual({
      ok: false,
      error: { error: 'task is required', code: 'required', field: 'task' }
    })
    expect(readRecord({ task: [1] }, 'task')).toEqual({
      ok: false,
      error: { error: 'task must be an object', code: 'type', field: 'task' }
    })
    expect(readList(['Personal', 'ETC'])).toEqual(['Personal', 'ETC'])
    expect(readList('Personal, ETC')).toEqual(['Personal', 'ETC'])
    expect(readList('')).toEqual([])
    expect(readList(undefined)).toEqual([])
  })

  it('gives the next id', () => {
    expect(nextId([{ id: 3 }, { id: 9 }, { id: 4 }])).toBe(10)
    expect(nextId([])).toBe(1)
  })
})

describe('createStore', () => {
  it('loads once, lazily, and owns a copy of the seed', async () => {
    const seed = [{ id: 1, title: 'a' }]
    let loads = 0
    const store = createStore('t-counted', async () => {
      loads += 1
      return seed
    })
    expect(loads).toBe(0)
    const [first, second] = await Promise.all([store.get(), store.get()])
    expect(loads).toBe(1)
    expect(first).toBe(second)
    first[0].title = 'changed'
    expect(seed[0].title).toBe('a')
    store.reset()
    expect((await store.get())[0].title).toBe('a')
    expect(loads).toBe(2)
  })

  it('rolls back, after a failed write, every store the write touched, including one it loaded', async () => {
    const loaded = createStore('t-loaded', async () => ({ items: [1, 2] }))
    const later = createStore('t-later', async () => ({ items: [7] }))
    ;(await loaded.get()).items.push(3)
    const write = beginWrite()
    ;(await loaded.get()).items.push(4)
    ;(await later.get()).items.push(8)
    write.end(true)
    expect((await loaded.get()).items).toEqual([1, 2, 3])
    expect((await later.get()).items).toEqual([7])
    resetStores()
    expect((await loaded.get()).items).toEqual([1, 2])
  })

  it('copies nothing in a write, and keeps a successful write with no views of it left in the store', async () => {
    const store = createStore('t-rows', async () => ({ rows: [{ id: 1, tags: ['a'] }] }))
    await store.get()
    const clone = vi.spyOn(globalThis, 'structuredClone')
    const write = beginWrite()
    const data = await store.get()
    data.rows.push({ ...data.rows[0], id: 2 })
    data.rows = data.rows.filter((row) => row.id > 0)
    write.end(false)
    expect(clone).not.toHaveBeenCalled()
    clone.mockRestore()
    const kept = await store.get()
    expect(structuredClone(kept)).toEqual({
      rows: [
        { id: 1, tags: ['a'], version: 1 },
        { id: 2, tags: ['a'], version: 1 }
      ]
    })
  })

  it('undoes, after a failed write, every kind of change made deep inside a store', async () => {
    const seed = { rows: [{ id: 1, tags: ['a'], note: 'n' as string | undefined }], meta: { count: 1 } }
    const store = createStore('t-seed', async () => seed)
    const before = structuredClone(await store.get())
    const write = beginWrite()
    const data = await store.get()
    Object.assign(data.rows[0], { id: 9 })
    data.rows[0].tags.splice(0, 1, 'b', 'c')
    delete data.rows[0].note
    data.rows.push({ id: 2, tags: [], note: undefined })
    data.meta = { count: 5 }
    data.rows.sort((a, b) => b.id - a.id)
    write.end(true)
    expect(await store.get()).toEqual(before)
  })
})

describe('listQuery', () => {
  interface Row {
    id: number
    name: string
    kind: string
    tags: string[]
    size: number
    day: string
  }
  const rows: Row[] = [
    { id: 1, name: 'Birch', kind: 'Tree', tags: ['tall'], size: 20, day: '2026-03-01' },
    { id: 2, name: 'aspen', kind: 'tree', tags: ['tall', 'pale'], size: 15, day: '2026-03-10T09:00' },
    { id: 3, name: 'Fern', kind: 'Plant', tags: [], size: 1, day: '2026-04-02' }
  ]
  const params = {
    q: text(),
    ...paging(10),
    kind: choice(['Tree', 'Plant'], '', { exact: true }),
    tags: choices(['tall', 'pale']),
    ...range('size', number({ min: 0, max: 1000 })),
    ...range('day', date()),
    ...columnSort(['id', 'name', 'size'], 'id', 'desc')
  }
  const spec: ListSpec<Row, typeof params> = {
    params,
    searched: (row) => [row.name],
    filters: { kind: (row) => row.kind, tags: (row) => row.tags },
    ranges: { size: (row) => row.size, day: (row) => row.day }
  }
  const ids = (query: Record<string, unknown>, over: Partial<ListSpec<Row, typeof params>> = {}) =>
    listQuery(rows, query, { ...spec, ...over }).rows.map((row) => row.id)

  it('searches, filters exactly, sorts by the default from the contract and pages; total counts every match', () => {
    expect(listQuery(rows, {}, spec)).toMatchObject({ total: 3, rows: [rows[2], rows[1], rows[0]] })
    expect(ids({ q: ' E', sortColumn: 'name', sort: 'asc' })).toEqual([2, 3])
    expect(ids({ kind: 'Tree' })).toEqual([1])
    expect(ids({ kind: 'Shrub' })).toEqual([])
    expect(listQuery(rows, { perPage: '2', page: '2', sortColumn: 'nope' }, spec)).toMatchObject({
      total: 3,
      rows: [rows[0]]
    })
    expect(ids({ q: 'zz' }, { alsoFinds: (row) => row.id === 3 })).toEqual([3])
  })

  it('folds case for a choice that asks it', () => {
    const folding = { ...params, kind: choice(['Tree', 'Plant'], '', { foldCase: true }) }
    expect(listQuery(rows, { kind: 'TREE' }, { ...spec, params: folding }).total).toBe(2)
  })

  it('matches a multi-value filter on any asked value, given as a list or comma-separated', () => {
    expect(ids({ tags: 'pale' })).toEqual([2])
    expect(ids({ tags: ['pale', 'tall'] })).toEqual([2, 1])
    expect(ids({ tags: 'tall,nope' })).toEqual([2, 1])
    expect(ids({ tags: '' })).toEqual([3, 2, 1])
  })

  it('keeps rows inside a range of numbers or days, both ends included', () => {
    expect(ids({ minSize: '15' })).toEqual([2, 1])
    expect(ids({ minSize: 2, maxSize: '15' })).toEqual([2])
    expect(ids({ maxSize: 'x' })).toEqual([3, 2, 1])
    expect(ids({ minDay: '2026-03-02', maxDay: '2026-03-10' })).toEqual([2])
    expect(ids({ maxDay: '2026-03-31' })).toEqual([2, 1])
    expect(ids({ minDay: 'March' })).toEqual([3, 2, 1])
  })

  it('sorts with a custom comparator per key, in the asked direction', () => {
    const comparators = { name: (a: Row, b: Row) => a.name.length - b.name.length || a.id - b.id }
    expect(ids({ sortColumn: 'name', sort: 'asc' }, { comparators })).toEqual([3, 1, 2])
    expect(ids({ sortColumn: 'name', sort: 'desc' }, { comparators })).toEqual([2, 1, 3])
    expect(ids({ sortColumn: 'size', sort: 'asc' })).toEqual([3, 2, 1])
  })

  it('answers 400 for a page size over the cap and for a strict choice outside its list', () => {
    expect(listQuery(rows, { perPage: maxPerPage }, spec).total).toBe(3)
    const refused = (query: Record<string, unknown>, over: Partial<ListSpec<Row, typeof params>> = {}) => {
      try {
        listQuery(rows, query, { ...spec, ...over })
      } catch (error) {
        return error instanceof Refusal ? error.reply : error
      }
      return null
    }
    expect(refused({ perPage: maxPerPage + 1 })).toEqual([
      400,
      { error: `perPage must be at most ${maxPerPage}`, code: 'tooBig', field: 'perPage' }
    ])
    const strict = { ...params, kind: choice(['Tree', 'Plant'], 'Tree', { strict: true }) }
    expect(refused({ kind: 'Shrub' }, { params: strict })).toEqual(
      badRequest({ error: 'kind must be one of Tree, Plant', code: 'oneOf', field: 'kind' })
    )
    expect(refused({ kind: '' }, { params: strict })).toBeNull()
  })
})

describe('crud and input', () => {
  const refusal = (run: () => unknown) => {
    try {
      run()
    } catch (error) {
      return error instanceof Refusal ? error.reply : error
    }
    return null
  }

  it('finds, updates and removes by id, or refuses with a 404', () => {
    const rows = [
      { id: 1, a: 'x' },
      { id: 2, a: 'y' }
    ]
    expect(findById(rows, 2, 'task')).toBe(rows[1])
    expect(refusal(() => findById(rows, 9, 'task'))).toEqual([
      404,
      { error: 'Task not found', code: 'notFound' }
    ])
    expect(updateById(rows, 1, 'task', (row) => merge(row, { a: 'z', id: undefined }))).toEqual({
      id: 1,
      a: 'z'
    })
    expect(removeById(rows, 1, 'task')).toEqual({ id: 1, a: 'z' })
    expect(rows).toEqual([{ id: 2, a: 'y' }])
  })

  it('reads input with a schema or refuses with a 400 naming the field', async () => {
    const { z } = await import('zod/mini')
    const schema = z.object({
      data: z.object({
        title: z.string().check(z.trim(), z.minLength(1)),
        items: z.array(z.object({ qty: z.int() }))
      })
    })
    expect(parse(schema, { data: { title: ' a ', items: [], extra: 1 } })).toEqual({
      data: { title: 'a', items: [] }
    })
    expect(refusal(() => parse(schema, 'x'))).toEqual([
      400,
      { error: 'The request body must be a JSON object', code: 'malformed' }
    ])
    expect(refusal(() => parse(schema, {}))).toEqual([
      400,
      { error: 'data is required', code: 'required', field: 'data' }
    ])
    expect(refusal(() => parse(schema, { data: { title: ' ', items: [] } }))).toEqual([
      400,
      { error: 'data.title is required', code: 'required', field: 'data.title' }
    ])
    expect(refusal(() => parse(schema, { data: { title: 'a', items: [{ qty: 1.5 }] } }))).toEqual([
      400,
      { error: 'data.items[0].qty must be a whole number', code: 'wholeNumber', field: 'data.items[0].qty' }
    ])
  })
})
