import { describe, expect, it } from 'vitest'
import { maxBulkRows } from '@/@core/list/bulk/bulk.contract'
import { choice, paging, text } from '@/utility/list.contract'
import { eachRow, pickRows } from './bulk'
import type { ListSpec } from './query'
import { badRequest, Refusal, refuse } from './replies'

interface Row {
  id: number
  kind: 'a' | 'b'
}
const params = { q: text(), ...paging(10), kind: choice(['a', 'b'] as const, '', { exact: true }) }
const spec: ListSpec<Row, typeof params> = { params, filters: { kind: (row) => row.kind } }
const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, kind: index % 2 ? 'b' : 'a' }))

describe('pickRows', () => {
  it('picks a query on no page, and refuses a match over the cap whole', () => {
    expect(
      pickRows(rows(6), { matching: { kind: 'b', perPage: '1' } }, spec).rows.map((row) => row.id)
    ).toEqual([2, 4, 6])
    const refusal = (() => {
      try {
        pickRows(rows(maxBulkRows + 1), { matching: {} }, spec)
      } catch (caught) {
        return caught
      }
    })()
    expect(refusal).toBeInstanceOf(Refusal)
    expect((refusal as Refusal).reply).toEqual([
      400,
      { error: `A bulk call acts on at most ${maxBulkRows} rows`, code: 'tooBig', field: 'selection' }
    ])
    expect(pickRows(rows(maxBulkRows + 1), { matching: {}, except: [1] }, spec).rows).toHaveLength(
      maxBulkRows
    )
  })
})

describe('eachRow', () => {
  it('reports a refused row with its reason and goes on with the others', () => {
    const changed: number[] = []
    const answer = eachRow({ rows: rows(3), missing: [9] }, 'thing', (row) => {
      if (row.id === 2) refuse(badRequest({ error: 'Not this one', code: 'followsPayments' }))
      changed.push(row.id)
    })
    expect(changed).toEqual([1, 3])
    expect(answer).toEqual({
      done: [1, 3],
      failed: [
        { id: 9, code: 'notFound', error: 'Thing not found' },
        { id: 2, code: 'followsPayments', error: 'Not this one' }
      ]
    })
  })
})
