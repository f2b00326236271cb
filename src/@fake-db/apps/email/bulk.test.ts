import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import { maxBulkIds, maxBulkRows, type BulkAnswer } from '@/@core/list/bulk/bulk.contract'
import { emailFolders, type Email, type EmailListResponse } from '@/views/apps/email/contract'

const list = async (params: Record<string, unknown> = {}) =>
  (await call<EmailListResponse>('get', '/apps/email/emails', { params })).body.emails
const everything = async () =>
  (await Promise.all(emailFolders.map((folder) => list({ folder })))).flat().sort((a, b) => a.id - b.id)
const withoutVersion = (emails: Email[]) => emails.map(({ version: _version, ...email }) => email)
const bulkUpdate = (data: object) => call<BulkAnswer>('post', '/apps/email/bulk-update', { data })
const undo = (id: number) => call<{ undone: number }>('post', `/apps/activity/entries/${id}/undo`)
const missing = 99999

freshMockPerTest()

describe('POST /apps/email/bulk-update', () => {
  it('moves the mails it may, names the draft and the unknown id with their reasons, and leaves them', async () => {
    const before = await everything()
    const inbox = (await list()).slice(0, 2)
    const draft = (await list({ folder: 'draft' }))[0]!
    const { status, body } = await bulkUpdate({
      selection: { ids: [...inbox.map((email) => email.id), draft.id, missing] },
      change: { folder: 'spam' }
    })
    expect(status).toBe(200)
    expect(body.done).toEqual(inbox.map((email) => email.id))
    expect(body.failed).toEqual([
      { id: missing, code: 'notFound', error: 'Email not found' },
      { id: draft.id, code: 'draftMove', error: 'Mail in draft cannot move to spam' }
    ])
    const spam = (await list({ folder: 'spam' })).map((email) => email.id)
    for (const email of inbox) expect(spam).toContain(email.id)
    expect((await everything()).find((email) => email.id === draft.id)).toEqual(draft)
    expect((await undo(body.entry!)).status).toBe(200)
    expect(withoutVersion(await everything())).toEqual(withoutVersion(before))
  })

  it('marks read every mail a view matches, on every page, but the one left out; undo puts them back', async () => {
    const before = await everything()
    const inbox = await list()
    const kept = inbox.find((email) => !email.isRead)!
    const { body } = await bulkUpdate({
      selection: { matching: { folder: 'inbox', page: '2', perPage: '5' }, except: [kept.id] },
      change: { isRead: true }
    })
    expect(body.failed).toEqual([])
    expect(body.done).toHaveLength(inbox.length - 1)
    expect((await list()).filter((email) => !email.isRead).map((email) => email.id)).toEqual([kept.id])
    expect((await undo(body.entry!)).status).toBe(200)
    expect(withoutVersion(await everything())).toEqual(withoutVersion(before))
  })

  it('toggles a label on each mail a search matches, and stars them, in one call', async () => {
    const found = await list({ q: 'a' })
    expect(found.length).toBeGreaterThan(1)
    const { body } = await bulkUpdate({
      selection: { matching: { folder: 'inbox', q: 'a' } },
      change: { toggleLabel: 'private', isStarred: true }
    })
    expect(body.done).toHaveLength(found.length)
    for (const email of await list({ q: 'a' })) {
      const was = found.find((candidate) => candidate.id === email.id)!
      expect(email.labels.includes('private')).toBe(!was.labels.includes('private'))
      expect(email.isStarred).toBe(true)
    }
  })

  it('refuses a bad change, selection or query, and changes nothing', async () => {
    const before = await everything()
    const refused = [
      {},
      { selection: { ids: [1] } },
      { selection: { ids: [1] }, change: {} },
      { selection: { ids: [1] }, change: { subject: 'Renamed' } },
      { selection: { ids: [1] }, change: { folder: 'archive' } },
      { selection: { ids: [1] }, change: { toggleLabel: 'work' } },
      { selection: { ids: [1] }, change: { isRead: 'yes' } },
      { selection: { ids: [] }, change: { isRead: true } },
      { selection: { ids: ['one'] }, change: { isRead: true } },
      { selection: { ids: [1], all: true }, change: { isRead: true } },
      { selection: { matching: { q: 'x'.repeat(501) } }, change: { isRead: true } }
    ]
    for (const data of refused) expect((await bulkUpdate(data)).status, JSON.stringify(data)).toBe(400)
    expect(await everything()).toEqual(before)
  })

  it('refuses lists over the cap: more ids than one call names, more matching mail than one call acts on', async () => {
    const ids = Array.from({ length: maxBulkIds + 1 }, (_, index) => index + 1)
    expect((await bulkUpdate({ selection: { ids }, change: { isRead: true } })).status).toBe(400)
    const { setMockOptions } = await import('@fake-db')
    setMockOptions({ dataSize: 'big' })
    const inbox = await list()
    expect(inbox.length).toBeGreaterThan(maxBulkRows)
    const { status, body } = await bulkUpdate({
      selection: { matching: { folder: 'inbox' } },
      change: { isRead: true }
    })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'tooBig', field: 'selection' })
    expect(await list()).toEqual(inbox)
  })
})
