import { describe, expect, it } from 'vitest'
import { choice, choices, flag, paging, readListParams } from './list.contract'

describe('readListParams', () => {
  const read = (raw: Record<string, unknown>, lenient = false) => readListParams(paging(10), raw, lenient)

  it.each([
    [3, 3],
    ['7', 7],
    [' 12 ', 12],
    [0, 10],
    [-2, 10],
    [2.5, 10],
    ['2.5', 10],
    ['abc', 10],
    ['', 10],
    [undefined, 10],
    [null, 10],
    [NaN, 10],
    [['3'], 10]
  ])('reads perPage %j as %j', (perPage, expected) => {
    expect(read({ perPage }).values.perPage).toBe(expected)
  })

  it('names a page size over the cap as the problem, unless read leniently (a URL)', () => {
    expect(read({ perPage: 101 })).toEqual({
      values: { page: 1, perPage: 10 },
      problem: { error: 'perPage must be at most 100', code: 'tooBig', field: 'perPage' }
    })
    expect(read({ perPage: 101 }, true).problem).toBeNull()
  })

  it('reads choices, lists and flags, falling back on what it does not understand', () => {
    const params = {
      view: choice(['grid', 'list'], 'grid'),
      kind: choice(['a', 'b'], '', { exact: true }),
      tags: choices(['x', 'y', 'z'], ['x']),
      on: flag()
    }
    expect(readListParams(params, {}).values).toEqual({ view: 'grid', kind: '', tags: ['x'], on: false })
    expect(readListParams(params, { view: 'nope', kind: 'c', tags: 'z, y,w', on: 'true' }).values).toEqual({
      view: 'grid',
      kind: 'c',
      tags: ['y', 'z'],
      on: true
    })
    expect(readListParams(params, { kind: 'c', tags: '' }, true).values).toMatchObject({ kind: '', tags: [] })
  })
})
