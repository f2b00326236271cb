import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signedInClient, type SignedInClient } from '@tests/httpClient'
import type { ActivityListResponse } from '@/utility/activity.contract'
import type { NotificationListResponse } from '@/utility/notifications.contract'
import type { InvoiceResponse } from '@/views/apps/invoice/contract'
import type { UserResponse } from '@/views/apps/user/contract'

let client: SignedInClient

beforeEach(async () => {
  client = await signedInClient()
})

afterEach(() => {
  vi.useRealTimers()
  client.storage.clearSession()
})

const user = async (id: number) =>
  (await client.http.get<UserResponse>('/api/users/user', { params: { id } })).data.user

/** Opens a record with the scenario on, then lets its few seconds pass on a fake clock. */
async function openAndWait<T>(open: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const opened = await open()
  await vi.advanceTimersByTimeAsync(2_999)
  const { editedElsewhereSettled } = await import('@fake-db/editedElsewhere')
  const early = await Promise.race([editedElsewhereSettled().then(() => 'done'), Promise.resolve('waiting')])
  expect(early).toBe('waiting')
  await vi.advanceTimersByTimeAsync(1)
  await editedElsewhereSettled()
  vi.useRealTimers()
  return opened
}

describe('the "someone else is editing" scenario', () => {
  it('changes the opened record as another user: a new version, a log entry in their name, a notice', async () => {
    client.fakeDb.setMockOptions({ someoneEditing: true, someoneEditingAfterMs: 3000 })
    const heard = vi.fn()
    client.fakeDb.onEditedElsewhere(heard)
    const before = await openAndWait(() => user(2))

    const after = await user(2)
    expect(after.version).toBe((before.version ?? 1) + 1)
    expect(after.contact).not.toBe(before.contact)
    expect(heard).toHaveBeenCalledTimes(1)

    const log = (await client.http.get<ActivityListResponse>('/apps/activity/entries')).data
    expect(log.entries[0]).toMatchObject({
      user: { id: 2, name: 'Mikkel Haugen' },
      app: 'users',
      action: 'updated',
      recordId: '2'
    })
    const notes = (await client.http.get<NotificationListResponse>('/notifications/items')).data
    expect(notes.notifications.find((note) => note.actor?.name === 'Mikkel Haugen')).toMatchObject({
      kind: 'change',
      title: after.fullName,
      read: false
    })

    // The save based on the version the user opened meets the change: 409 with the record as it is now.
    const stale = await client.http.post(
      '/apps/users/update-user',
      { id: 2, company: 'Mine GmbH', version: before.version },
      { validateStatus: () => true }
    )
    expect(stale.status).toBe(409)
    expect(stale.data).toMatchObject({ code: 'conflict', current: { contact: after.contact } })
  })

  it('changes an invoice through a field it has, once per record, and nothing with the scenario off', async () => {
    client.fakeDb.setMockOptions({ someoneEditing: true, someoneEditingAfterMs: 3000 })
    const invoice = async () =>
      (await client.http.get<InvoiceResponse>('/api/invoice/invoices/5003')).data.invoice
    const before = await openAndWait(invoice)
    const after = await openAndWait(invoice)
    expect(after.version).toBe((before.version ?? 1) + 1)
    expect(after.note).toBe(`${before.note ?? ''} Checked by Mikkel.`.trim())
    // Read again after the change: no second round.
    expect((await invoice()).version).toBe(after.version)

    client.fakeDb.setMockOptions({ someoneEditing: false })
    const untouched = await openAndWait(() => user(3))
    expect((await user(3)).version).toBe(untouched.version)
  })
})
