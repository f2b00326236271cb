import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import type { BulkAnswer } from '@/@core/list/bulk/bulk.contract'
import type { Permission, PermissionListResponse } from '@/views/apps/roles/contract'

const all = async () =>
  (await call<PermissionListResponse>('get', '/apps/permissions/data', { params: { perPage: 100 } })).body
    .allData
const bulkDelete = (data: object) => call<BulkAnswer>('post', '/apps/permissions/bulk-delete', { data })
const bulkUpdate = (data: object) => call<BulkAnswer>('post', '/apps/permissions/bulk-update', { data })
const undo = (id: number) => call<{ undone: number }>('post', `/apps/activity/entries/${id}/undo`)
const byId = (rows: Permission[], id: number) => rows.find((row) => row.id === id)
const missing = 9999

freshMockPerTest()

describe('POST /apps/permissions/bulk-delete', () => {
  it('deletes the permissions it finds, reports the unknown id, and its entry puts them back', async () => {
    const before = await all()
    const chosen = [before[1]!.id, missing, before[3]!.id]
    const { status, body } = await bulkDelete({ selection: { ids: chosen } })
    expect(status).toBe(200)
    expect(body.done).toEqual([before[1]!.id, before[3]!.id])
    expect(body.failed).toEqual([{ id: missing, code: 'notFound', error: 'Permission not found' }])
    expect(body.entry).toEqual(expect.any(Number))
    expect((await all()).map((row) => row.id)).toEqual(
      before.filter((row) => !chosen.includes(row.id)).map((row) => row.id)
    )
    expect((await undo(body.entry!)).status).toBe(200)
    expect((await all()).map(({ version: _v, ...row }) => row)).toEqual(
      before.map(({ version: _v, ...row }) => row)
    )
  })

  it('deletes every permission a role is assigned to but those left out, on every page', async () => {
    const before = await all()
    const support = before.filter((row) => row.assignedTo.includes('support'))
    expect(support.length).toBeGreaterThan(1)
    const kept = support[0]!.id
    const { body } = await bulkDelete({
      selection: { matching: { assignedTo: 'support', page: '2', perPage: '1' }, except: [kept] }
    })
    expect(body.done).toHaveLength(support.length - 1)
    const after = await all()
    expect(after.filter((row) => row.assignedTo.includes('support')).map((row) => row.id)).toEqual([kept])
  })

  it('refuses an empty selection and changes nothing', async () => {
    const before = await all()
    expect((await bulkDelete({ selection: { ids: [] } })).status).toBe(400)
    expect(await all()).toEqual(before)
  })
})

describe('POST /apps/permissions/bulk-update', () => {
  it('gives a role to the permissions it finds, once, and reports the unknown id', async () => {
    const before = await all()
    const has = before.find((row) => row.assignedTo.includes('support'))!
    const lacks = before.find((row) => !row.assignedTo.includes('support'))!
    const { status, body } = await bulkUpdate({
      selection: { ids: [has.id, missing, lacks.id] },
      change: { role: 'Support', assigned: true }
    })
    expect(status).toBe(200)
    expect(body.done).toEqual([has.id, lacks.id])
    expect(body.failed.map(({ id, code }) => ({ id, code }))).toEqual([{ id: missing, code: 'notFound' }])
    const after = await all()
    expect(byId(after, has.id)?.assignedTo).toEqual(has.assignedTo)
    expect(byId(after, lacks.id)?.assignedTo).toEqual([...lacks.assignedTo, 'support'])
  })

  it('takes a role from every matching permission', async () => {
    const { body } = await bulkUpdate({
      selection: { matching: { assignedTo: 'manager' } },
      change: { role: 'manager', assigned: false }
    })
    expect(body.done.length).toBeGreaterThan(0)
    expect((await all()).some((row) => row.assignedTo.includes('manager'))).toBe(false)
  })

  it('refuses a role no one has, an unknown field or a missing change, and changes nothing', async () => {
    const before = await all()
    const ids = [before[0]!.id]
    const unknown = await bulkUpdate({ selection: { ids }, change: { role: 'pilot', assigned: true } })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ code: 'oneOf', field: 'change.role' })
    expect(
      (await bulkUpdate({ selection: { ids }, change: { role: 'support', assigned: true, name: 'x' } }))
        .status
    ).toBe(400)
    expect((await bulkUpdate({ selection: { ids } })).status).toBe(400)
    expect(await all()).toEqual(before)
  })
})
