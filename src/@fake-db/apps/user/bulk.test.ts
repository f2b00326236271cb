import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import { maxBulkIds, type BulkAnswer } from '@/@core/list/bulk/bulk.contract'
import type { ManagedUser } from '@/views/apps/user/contract'

const all = async () => (await call<ManagedUser[]>('get', '/api/users/list/all-data')).body
const bulkDelete = (data: object) => call<BulkAnswer>('post', '/apps/users/bulk-delete', { data })
const bulkUpdate = (data: object) => call<BulkAnswer>('post', '/apps/users/bulk-update', { data })

freshMockPerTest()

describe('POST /apps/users/bulk-delete', () => {
  it('deletes the named users and reports an id no user has, deleting nothing for it', async () => {
    const { status, body } = await bulkDelete({ selection: { ids: [3, 999, 5, 3] } })
    expect(status).toBe(200)
    expect(body).toEqual({
      done: [3, 5],
      failed: [{ id: 999, code: 'notFound', error: 'User not found' }],
      // The activity log's entry for the two deleted: its undo puts them back.
      entry: expect.any(Number)
    })
    const left = (await all()).map((user) => user.id)
    expect(left).toHaveLength(48)
    expect(left).not.toContain(3)
    expect(left).not.toContain(5)
  })

  it('acts on no row when the query matches none', async () => {
    const { body } = await bulkDelete({ selection: { matching: { role: 'pilot' } } })
    expect(body).toEqual({ done: [], failed: [] })
    expect(await all()).toHaveLength(50)
  })

  it('deletes every user the query matches on every page, but the ones excepted', async () => {
    const editors = (await all()).filter((user) => user.role === 'editor')
    const kept = editors[0]!.id
    const { body } = await bulkDelete({
      selection: { matching: { role: 'editor', page: '2', perPage: '10' }, except: [kept] }
    })
    expect(body.done.sort((a, b) => a - b)).toEqual(
      editors.map((user) => user.id).filter((id) => id !== kept)
    )
    expect((await all()).filter((user) => user.role === 'editor').map((user) => user.id)).toEqual([kept])
  })

  it(`refuses more than ${maxBulkIds} ids, no ids, and ids beside a query, changing nothing`, async () => {
    const tooMany = Array.from({ length: maxBulkIds + 1 }, (_, index) => index + 1)
    await expectRefused(() => bulkDelete({ selection: { ids: tooMany } }), all, 400, /selection/)
    await expectRefused(() => bulkDelete({ selection: { ids: [] } }), all, 400, /selection/)
    await expectRefused(() => bulkDelete({ selection: { ids: [1], matching: {} } }), all, 400, /selection/)
  })
})

describe('POST /apps/users/bulk-update', () => {
  it('sets the role, plan or status of the selected users only', async () => {
    const { body } = await bulkUpdate({
      selection: { ids: [1, 2] },
      change: { status: 'inactive', role: 'author' }
    })
    expect(body).toEqual({ done: [1, 2], failed: [], entry: expect.any(Number) })
    const users = await all()
    for (const id of [1, 2])
      expect(users.find((user) => user.id === id)).toMatchObject({ status: 'inactive', role: 'author' })
  })

  it('refuses an empty change, a field it may not set and a value out of its list', async () => {
    const selection = { ids: [1] }
    await expectRefused(() => bulkUpdate({ selection, change: {} }), all, 400, /change/)
    await expectRefused(() => bulkUpdate({ selection, change: { role: 'pilot' } }), all, 400, /role/)
    await expectRefused(
      () => bulkUpdate({ selection, change: { email: 'x@example.com' } }),
      all,
      400,
      /change/
    )
  })
})
