import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import { maxBulkIds, maxBulkRows, type BulkAnswer } from '@/@core/list/bulk/bulk.contract'
import { endpoints, type Employee } from '@/views/tables/contract'

const all = async () => (await call<Employee[]>('get', endpoints.initialData)).body
const bulkDelete = (data: object) => call<BulkAnswer>('post', endpoints.bulkDelete, { data })
const bulkUpdate = (data: object) => call<BulkAnswer>('post', endpoints.bulkUpdate, { data })
const undo = (id: number) => call<{ undone: number }>('post', `/apps/activity/entries/${id}/undo`)

freshMockPerTest()

describe('POST /api/datatables/bulk-delete', () => {
  it('deletes the rows named, reports an id no row has and deletes nothing for it; undo puts them back', async () => {
    const before = await all()
    const { status, body } = await bulkDelete({ selection: { ids: [3, 9999, 5, 3] } })
    expect(status).toBe(200)
    expect(body).toEqual({
      done: [3, 5],
      failed: [{ id: 9999, code: 'notFound', error: 'Employee not found' }],
      entry: expect.any(Number)
    })
    const left = (await all()).map((row) => row.id)
    expect(left).toHaveLength(98)
    expect(left).not.toContain(3)
    expect((await undo(body.entry!)).status).toBe(200)
    expect((await all()).map((row) => row.id).sort((a, b) => a - b)).toEqual(before.map((row) => row.id))
  })

  it('deletes every row the search matches on every page but those excepted', async () => {
    const accountants = (await all()).filter((row) => row.post === 'Accountant')
    const kept = accountants[0]!.id
    const { body } = await bulkDelete({
      selection: { matching: { q: 'Accountant', page: '2', perPage: '10' }, except: [kept] }
    })
    expect(body.done.sort((a, b) => a - b)).toEqual(
      accountants.map((row) => row.id).filter((id) => id !== kept)
    )
    expect((await all()).filter((row) => row.post === 'Accountant').map((row) => row.id)).toEqual([kept])
  })

  it(`refuses over ${maxBulkIds} ids, no ids, ids beside a query; unknown ids only change nothing`, async () => {
    const tooMany = Array.from({ length: maxBulkIds + 1 }, (_, index) => index + 1)
    await expectRefused(() => bulkDelete({ selection: { ids: tooMany } }), all, 400, /selection/)
    await expectRefused(() => bulkDelete({ selection: { ids: [] } }), all, 400, /selection/)
    await expectRefused(() => bulkDelete({ selection: { ids: [1], matching: {} } }), all, 400, /selection/)
    const { body } = await bulkDelete({ selection: { ids: [4040, 5050] } })
    expect(body).toEqual({
      done: [],
      failed: [
        { id: 4040, code: 'notFound', error: 'Employee not found' },
        { id: 5050, code: 'notFound', error: 'Employee not found' }
      ]
    })
    expect(await all()).toHaveLength(100)
  })

  it(`refuses a query matching more than ${maxBulkRows} rows whole, at the big data size`, async () => {
    const { setMockOptions } = await import('@fake-db')
    setMockOptions({ dataSize: 'big' })
    expect(await all()).toHaveLength(10_000)
    await expectRefused(() => bulkDelete({ selection: { matching: {} } }), all, 400, /at most 1000 rows/)
    setMockOptions({ dataSize: 'seed' })
  })
})

describe('POST /api/datatables/bulk-update', () => {
  it('gives the selected rows one status, refusing unknown ids per row; undo puts the old ones back', async () => {
    const before = await all()
    const { body } = await bulkUpdate({ selection: { ids: [1, 2, 777] }, change: { status: 4 } })
    expect(body).toEqual({
      done: [1, 2],
      failed: [{ id: 777, code: 'notFound', error: 'Employee not found' }],
      entry: expect.any(Number)
    })
    const rows = await all()
    expect(rows.slice(0, 2).map((row) => row.status)).toEqual([4, 4])
    expect(rows.slice(2)).toEqual(before.slice(2))
    await undo(body.entry!)
    expect((await all()).map((row) => row.status)).toEqual(before.map((row) => row.status))
  })

  it('refuses an empty change, another field and a status out of 1 to 5, changing nothing', async () => {
    const selection = { ids: [1] }
    await expectRefused(() => bulkUpdate({ selection, change: {} }), all, 400, /status/)
    await expectRefused(() => bulkUpdate({ selection, change: { status: 6 } }), all, 400, /status/)
    await expectRefused(
      () => bulkUpdate({ selection, change: { status: 2, city: 'Oslo' } }),
      all,
      400,
      /change/
    )
    await expectRefused(
      () => bulkUpdate({ selection: { ids: ['x'] }, change: { status: 2 } }),
      all,
      400,
      /selection/
    )
  })
})
