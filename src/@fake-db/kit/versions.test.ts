import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import type { ActivityListResponse } from '@/utility/activity.contract'
import type { InvoiceResponse } from '@/views/apps/invoice/contract'
import type { UserResponse } from '@/views/apps/user/contract'
import type { RecordChange } from './changes'
import { versionConflict } from './versions'
import type { MockRequest } from '../request'

freshMockPerTest()

interface Refused {
  error: string
  code: string
  current: Record<string, unknown>
}

const user = async (id: number) =>
  (await call<UserResponse>('get', '/api/users/user', { params: { id } })).body.user
const updateUser = (data: Record<string, unknown>) =>
  call<UserResponse & Refused>('post', '/apps/users/update-user', { data })
const deleteUser = (params: Record<string, unknown>) =>
  call<Refused>('delete', '/apps/users/delete', { params })
const logged = async () => (await call<ActivityListResponse>('get', '/apps/activity/entries')).body.entries

describe('versions', () => {
  it('starts every record at 1 and raises it by each write that changes it', async () => {
    expect((await user(3)).version).toBe(1)
    expect((await updateUser({ id: 3, company: 'One' })).body.user.version).toBe(2)
    expect((await updateUser({ id: 3, company: 'Two', version: 2 })).body.user.version).toBe(3)
    expect((await user(3)).version).toBe(3)
    const added = await call<UserResponse>('post', '/apps/users/add-user', {
      data: { fullName: 'Nea Noor', username: 'nea', email: 'nea@example.com' }
    })
    expect(added.body.user.version).toBe(1)
  })

  it('refuses a stale update with 409 and the current record, changing and logging nothing', async () => {
    await updateUser({ id: 3, company: 'Theirs' })
    const { status, body } = await updateUser({ id: 3, company: 'Mine', version: 1 })
    expect(status).toBe(409)
    expect(body).toMatchObject({ code: 'conflict', current: { id: 3, company: 'Theirs', version: 2 } })
    expect(body.error).toBe('user #3 changed since version 1: it is at version 2')
    expect(await user(3)).toMatchObject({ company: 'Theirs', version: 2 })
    expect(await logged()).toHaveLength(1)
  })

  it('keeps calls that send no version working as before (the last write wins)', async () => {
    await updateUser({ id: 3, company: 'Theirs' })
    const { status, body } = await updateUser({ id: 3, company: 'Mine' })
    expect(status).toBe(200)
    expect(body.user).toMatchObject({ company: 'Mine', version: 3 })
  })

  it('reads the version of a wrapped body and keeps it out of the activity log', async () => {
    const update = (invoice: Record<string, unknown>) =>
      call<Refused>('post', '/apps/invoice/update-invoice', { data: { invoice } })
    expect((await update({ id: 5001, note: 'First', version: 1 })).status).toBe(200)
    const stale = await update({ id: 5001, note: 'Second', version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body.current).toMatchObject({ id: 5001, note: 'First', version: 2 })
    const invoice = (await call<InvoiceResponse>('get', '/api/invoice/invoices/5001')).body.invoice
    expect(invoice).toMatchObject({ note: 'First', version: 2 })
    const [entry] = await logged()
    expect(entry.records[0].changes.map((change) => change.field)).toEqual(['note'])
  })

  it('refuses a stale delete sent with the version in its query, and deletes with the current one', async () => {
    await updateUser({ id: 4, company: 'Theirs' })
    const stale = await deleteUser({ id: 4, version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body.current).toMatchObject({ id: 4, version: 2 })
    expect((await user(4)).company).toBe('Theirs')
    expect((await deleteUser({ id: 4, version: 2 })).status).toBe(200)
    expect((await call('get', '/api/users/user', { params: { id: 4 } })).status).toBe(404)
  })

  it('checks the version on the calls that declare one since: a role, a permission, a todo', async () => {
    const role = (data: Record<string, unknown>) =>
      call<Refused>('post', '/apps/roles/update-role', { data: { role: { id: 2, ...data } } })
    expect((await role({ name: 'Managers' })).status).toBe(200)
    expect((await role({ name: 'Leads', version: 1 })).body).toMatchObject({
      code: 'conflict',
      current: { version: 2 }
    })
    const permission = (data: Record<string, unknown>) =>
      call<Refused>('post', '/apps/permissions/update-permission', { data: { id: 1, ...data } })
    expect((await permission({ name: 'Oversight' })).status).toBe(201)
    expect((await permission({ name: 'Watch', version: 1 })).status).toBe(409)
    expect(
      (await call('delete', '/apps/todo/delete-task', { params: { taskId: 1, version: 2 } })).status
    ).toBe(409)
    expect(
      (await call('delete', '/apps/todo/delete-task', { params: { taskId: 1, version: 1 } })).status
    ).toBe(200)
  })

  it('never sends a secret back with the current record', () => {
    const before = { id: 7, email: 'a@b.c', password: 'hunter2', apiKey: 'k', version: 4 }
    const change: RecordChange = {
      place: { store: 'accounts', list: [], id: 7 },
      entity: 'account',
      action: 'updated',
      before,
      after: { ...before, email: 'x@y.z' }
    }
    const req = { body: { id: 7, version: 3 }, params: {}, pathParams: {} } as unknown as MockRequest
    const [status, body] = versionConflict([change], req) ?? [0, {}]
    expect(status).toBe(409)
    expect(body).toMatchObject({ current: { id: 7, email: 'a@b.c', version: 4 } })
    expect(JSON.stringify(body)).not.toMatch(/hunter2|apiKey/)
  })
})
