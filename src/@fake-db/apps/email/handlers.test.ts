import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import {
  emailFolders,
  emailLabels,
  type Email,
  type EmailListResponse,
  type EmailResponse,
  type SendEmailResponse
} from '@/views/apps/email/contract'

const list = async (params: Record<string, unknown> = {}) =>
  (await call<EmailListResponse>('get', '/apps/email/emails', { params })).body
const everything = async () =>
  (await Promise.all([...emailFolders].map((folder) => list({ folder })))).flatMap((answer) => answer.emails)
const one = async (id: number) =>
  (await call<EmailResponse>('get', '/apps/email/get-email', { params: { id } })).body
const ids = (emails: Email[]) => emails.map((email) => email.id)
const isNewestFirst = (emails: Email[]) =>
  emails.every((email, i) => i === 0 || Date.parse(emails[i - 1]!.time) >= Date.parse(email.time))
const update = (emailIds: unknown, dataToUpdate: unknown) =>
  call('post', '/apps/email/update-emails', { data: { emailIds, dataToUpdate } })
const toggle = (emailIds: unknown, label: unknown) =>
  call('post', '/apps/email/update-emails-label', { data: { emailIds, label } })
const send = (email: unknown, isDraft?: boolean) =>
  call<SendEmailResponse>('post', '/apps/email/send-email', { data: { email, isDraft } })

freshMockPerTest()

describe('the seed', () => {
  it('holds 26 mails over every folder and label, starred, unread, with files and threads', async () => {
    const all = await everything()
    expect(ids(all).sort((a, b) => a - b)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1))
    expect(new Set(all.map((email) => email.folder))).toEqual(new Set(emailFolders))
    expect(new Set(all.flatMap((email) => email.labels))).toEqual(new Set(emailLabels))
    expect(all.filter((email) => email.isStarred).length).toBeGreaterThan(2)
    expect(all.filter((email) => !email.isRead).length).toBeGreaterThan(2)
    expect(all.filter((email) => email.attachments.length > 0).length).toBeGreaterThan(2)
    expect(all.filter((email) => email.replies.length > 0).length).toBeGreaterThan(2)
    for (const tag of ['<p>', '<ul>', '<ol>', '<a href', '<strong>'])
      expect(all.some((email) => email.message.includes(tag))).toBe(true)
    expect(all.every((email) => Date.parse(email.time) <= Date.now())).toBe(true)
  })
})

describe('GET /apps/email/emails', () => {
  it('lists the inbox newest first by default, with the sidebar counts', async () => {
    const { status, body } = await call<EmailListResponse>('get', '/apps/email/emails')
    expect(status).toBe(200)
    expect(body.emails.length).toBeGreaterThan(5)
    expect(body.emails.every((email) => email.folder === 'inbox')).toBe(true)
    expect(isNewestFirst(body.emails)).toBe(true)
    const all = await everything()
    expect(body.emailsMeta).toEqual({
      inbox: all.filter((e) => e.folder === 'inbox' && !e.isRead).length,
      draft: all.filter((e) => e.folder === 'draft').length,
      spam: all.filter((e) => e.folder === 'spam' && !e.isRead).length
    })
    expect(body.emailsMeta.inbox).toBeGreaterThan(0)
  })

  it('lists each folder; only the trash shows trashed mail; starred leaves the trash out', async () => {
    const all = await everything()
    for (const folder of emailFolders) {
      const { emails } = await list({ folder })
      expect(ids(emails).sort()).toEqual(ids(all.filter((e) => e.folder === folder)).sort())
      expect(isNewestFirst(emails)).toBe(true)
    }
    const starred = (await list({ folder: 'starred' })).emails
    expect(ids(starred).sort()).toEqual(ids(all.filter((e) => e.isStarred && e.folder !== 'trash')).sort())
    expect(all.some((e) => e.isStarred && e.folder === 'trash')).toBe(true)
  })

  it('lists a label outside the trash, whatever the folder says', async () => {
    const all = await everything()
    for (const label of emailLabels) {
      const { emails } = await list({ label, folder: 'sent' })
      expect(ids(emails).sort()).toEqual(
        ids(all.filter((e) => e.labels.includes(label) && e.folder !== 'trash')).sort()
      )
      expect(emails.length).toBeGreaterThan(0)
    }
    expect(all.some((e) => e.folder === 'trash' && e.labels.length > 0)).toBe(true)
  })

  it('searches sender name or subject, trimmed and case-insensitive, within the view', async () => {
    expect(ids((await list({ q: '  MAREN holt ' })).emails)).toEqual([1, 13])
    expect(ids((await list({ q: 'budget numbers' })).emails)).toEqual([2])
    expect((await list({ q: 'cardamom' })).emails).toEqual([])
    expect((await list({ q: 'fjordworks' })).emails).toEqual([])
    expect(ids((await list({ q: 'climbing', folder: 'sent' })).emails)).toEqual([17])
    expect((await list({ q: '' })).emails.length).toBe((await list()).emails.length)
  })

  it('refuses an unknown folder or label (400)', async () => {
    for (const params of [{ folder: 'archive' }, { label: 'work' }]) {
      const { status, body } = await call<{ error: string }>('get', '/apps/email/emails', { params })
      expect(status).toBe(400)
      expect(body.error).toMatch(/^(folder|label) must be one of/)
    }
  })
})

describe('POST /apps/email/update-emails', () => {
  it('merges star, read, folder and labels into each mail', async () => {
    expect((await update([3, 7], { isRead: true, isStarred: true, labels: ['private'] })).status).toBe(200)
    for (const id of [3, 7])
      expect(await one(id)).toMatchObject({
        isRead: true,
        isStarred: true,
        labels: ['private'],
        folder: 'inbox'
      })
    await update([3], { folder: 'trash' })
    expect(ids((await list()).emails)).not.toContain(3)
    expect(ids((await list({ folder: 'trash' })).emails)).toContain(3)
    expect(ids((await list({ folder: 'starred' })).emails)).not.toContain(3)
    expect(ids((await list({ label: 'private' })).emails)).not.toContain(3)
  })

  it('refuses bad input and unknown ids, changing nothing', async () => {
    const snapshot = everything
    await expectRefused(() => update([1, 999], { isRead: true }), snapshot, 404, 'Email not found')
    await expectRefused(() => update([], { isRead: true }), snapshot, 400, /^emailIds/)
    await expectRefused(() => update('1', { isRead: true }), snapshot, 400, 'emailIds must be a list')
    await expectRefused(
      () => update([1], { folder: 'archive' }),
      snapshot,
      400,
      /^dataToUpdate\.folder must be one of/
    )
    await expectRefused(
      () => update([1], { isStarred: 'yes' }),
      snapshot,
      400,
      'dataToUpdate.isStarred must be true or false'
    )
    await expectRefused(() => update([1], { labels: ['work'] }), snapshot, 400, /^dataToUpdate\.labels\[0\]/)
    await expectRefused(
      () => update([1, 2, 3], { labels: Array<string>(100_000).fill('personal') }),
      snapshot,
      400,
      'dataToUpdate.labels must be at most 4 items'
    )
    await expectRefused(
      () => update([1], { labels: ['personal', 'personal'] }),
      snapshot,
      400,
      'dataToUpdate.labels must not repeat a value'
    )
    await expectRefused(
      () => update([1, 1], { isRead: true }),
      snapshot,
      400,
      'emailIds must not repeat a value'
    )
    await expectRefused(
      () => call('post', '/apps/email/update-emails', { data: 'nope' }),
      snapshot,
      400,
      'The request body must be a JSON object'
    )
  })
})

describe('POST /apps/email/update-emails-label', () => {
  it('toggles the label on each mail: added where absent, removed where present', async () => {
    expect((await toggle([1, 2], 'important')).status).toBe(200)
    expect((await one(1)).labels).not.toContain('important')
    expect((await one(2)).labels).toContain('important')
    await toggle([1, 2], 'important')
    expect((await one(1)).labels).toContain('important')
    expect((await one(2)).labels).not.toContain('important')
  })

  it('refuses an unknown label or id, changing nothing', async () => {
    await expectRefused(() => toggle([1], 'work'), everything, 400, /^label must be one of/)
    await expectRefused(() => toggle([1, 404], 'private'), everything, 404, 'Email not found')
    await expectRefused(() => toggle(undefined, 'private'), everything, 400, 'emailIds is required')
  })
})

describe('GET /apps/email/get-email and paginate-email', () => {
  it('gives the mail with its neighbours in its own folder, newest first', async () => {
    const inbox = (await list()).emails
    const first = await one(inbox[0]!.id)
    expect(first).toMatchObject({ id: inbox[0]!.id, hasPreviousMail: false, hasNextMail: true })
    expect((await one(1)).replies.map((reply) => reply.id)).toEqual([101, 102])
    expect(await one(inbox[1]!.id)).toMatchObject({ hasPreviousMail: true, hasNextMail: true })
    expect(await one(inbox.at(-1)!.id)).toMatchObject({ hasPreviousMail: true, hasNextMail: false })
  })

  it('pages to the next (older) and previous (newer) mail, 404 past either end', async () => {
    const inbox = (await list()).emails
    const page = (dir: string, emailId: number) =>
      call<EmailResponse>('get', '/apps/email/paginate-email', { params: { dir, emailId } })
    expect((await page('next', inbox[0]!.id)).body).toMatchObject({ id: inbox[1]!.id, hasPreviousMail: true })
    expect((await page('previous', inbox[2]!.id)).body.id).toBe(inbox[1]!.id)
    expect((await page('previous', inbox[0]!.id)).status).toBe(404)
    const last = await page('next', inbox.at(-1)!.id)
    expect(last).toEqual({ status: 404, body: { error: 'Next email not found', code: 'notFound' } })
    const sent = (await list({ folder: 'sent' })).emails
    expect((await page('next', sent[0]!.id)).body.folder).toBe('sent')
  })

  it('answers 404 for an unknown id and 400 for bad input', async () => {
    expect(await call('get', '/apps/email/get-email', { params: { id: 999 } })).toEqual({
      status: 404,
      body: { error: 'Email not found', code: 'notFound' }
    })
    expect((await call('get', '/apps/email/get-email', { params: { id: 'x' } })).status).toBe(400)
    expect((await call('get', '/apps/email/get-email')).body).toEqual({
      error: 'id is required',
      code: 'required',
      field: 'id'
    })
    expect(
      (await call('get', '/apps/email/paginate-email', { params: { dir: 'up', emailId: 1 } })).status
    ).toBe(400)
    expect(
      (await call('get', '/apps/email/paginate-email', { params: { dir: 'next', emailId: 999 } })).status
    ).toBe(404)
  })
})

describe('POST /apps/email/send-email', () => {
  const mail = {
    to: [{ name: 'Kwame Mensah', email: 'kwame@greenloop.example' }],
    subject: 'Ropes',
    message: '<p>See you <strong>Saturday</strong>.</p>'
  }

  it('stores a sent mail from the mailbox with the next id, read, now, in Sent (201)', async () => {
    const before = Date.now()
    const { status, body } = await send({ ...mail, attachments: [{ fileName: 'route.svg', size: 1200 }] })
    expect(status).toBe(201)
    expect(body.email).toMatchObject({
      id: 27,
      folder: 'sent',
      isRead: true,
      subject: 'Ropes',
      from: { email: 'admin@demo.com' },
      cc: [],
      bcc: [],
      attachments: [{ fileName: 'route.svg', size: 1200, url: '', thumbnail: '' }]
    })
    expect(Date.parse(body.email.time)).toBeGreaterThanOrEqual(before - 1000)
    const sent = (await list({ folder: 'sent' })).emails
    expect(sent[0]!.id).toBe(27)
  })

  it('saves a draft, which needs no recipient', async () => {
    const { status, body } = await send({ subject: 'Ideas' }, true)
    expect(status).toBe(201)
    expect(body.email).toMatchObject({ id: 27, folder: 'draft', to: [] })
    expect((await list()).emailsMeta.draft).toBe(4)
  })

  it('refuses a mail without recipient or with a bad address, storing nothing', async () => {
    await expectRefused(
      () => send({ ...mail, to: [] }),
      everything,
      400,
      'email.to needs at least one address'
    )
    await expectRefused(
      () => send({ ...mail, to: [{ name: 'X', email: 'not-an-address' }] }),
      everything,
      400,
      'email.to[0].email must be an e-mail address'
    )
    await expectRefused(
      () => send({ ...mail, cc: [{ name: 'Y', email: 'y@' }] }, true),
      everything,
      400,
      /^email\.cc\[0\]\.email/
    )
    await expectRefused(
      () => send({ ...mail, subject: 'x'.repeat(121) }),
      everything,
      400,
      'email.subject must be at most 120 characters'
    )
    await expectRefused(
      () => send(mail, 'yes' as unknown as boolean),
      everything,
      400,
      'isDraft must be true or false'
    )
    await expectRefused(
      () => call('post', '/apps/email/send-email', { data: {} }),
      everything,
      400,
      'email is required'
    )
  })
})
