import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { keptArray, keptList, paramsAnswer } from './answer.contract'
import { choice, paging } from './list.contract'

const record = z.object({ id: z.int(), title: z.string() })
const good = { id: 1, title: 'Kept' }
const bad = { id: 'two', title: null }

describe('keptList', () => {
  const answer = keptList(z.object({ total: z.int(), rows: z.array(record) }), 'rows')

  it('leaves out the records that do not match and counts them', () => {
    expect(answer.parse({ total: 2, rows: [good, bad] })).toEqual({ total: 2, rows: [good], leftOut: 1 })
  })

  it('leaves out a record whose id came earlier, when asked to', () => {
    const unique = keptList(z.object({ rows: z.array(record) }), 'rows', { uniqueIds: true })
    const twin = { id: 1, title: 'Twin' }
    expect(unique.parse({ rows: [good, twin, bad] })).toEqual({ rows: [good], leftOut: 2 })
    expect(answer.parse({ total: 2, rows: [good, twin] }).rows).toEqual([good, twin])
  })

  it('fails an answer whose own fields do not match', () => {
    expect(answer.safeParse({ total: 'two', rows: [good] }).success).toBe(false)
    expect(answer.safeParse({ total: 1, rows: 'none' }).success).toBe(false)
  })

  it('documents the answer as sent: the records in full, no count', () => {
    const schema = z.toJSONSchema(answer, { io: 'input' })
    expect(schema.properties).toEqual({
      total: expect.objectContaining({ type: 'integer' }),
      rows: expect.objectContaining({
        type: 'array',
        items: expect.objectContaining({ required: ['id', 'title'] })
      })
    })
  })
})

describe('keptArray', () => {
  const answer = keptArray(record, 'tasks')

  it('names the kept records and counts the rest', () => {
    expect(answer.parse([bad, good, bad])).toEqual({ tasks: [good], leftOut: 2 })
  })

  it('documents a bare list of records', () => {
    expect(z.toJSONSchema(answer, { io: 'input' })).toMatchObject({
      type: 'array',
      items: { type: 'object' }
    })
  })
})

describe('paramsAnswer', () => {
  it('reads the echoed parameters with the rules the request is read with', () => {
    const echoed = paramsAnswer({ q: choice(['a', 'b']), ...paging(10) })
    expect(echoed.parse({ q: 'a', page: 1, perPage: 10 })).toEqual({ q: 'a', page: 1, perPage: 10 })
    expect(echoed.safeParse({ q: 'a', page: 'one', perPage: 10 }).success).toBe(false)
  })
})
