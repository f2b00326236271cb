import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import type { AccountSettings } from '@/views/pages/account-settings/contract'
import { isoDay } from '@/utility/rules.contract'

const url = '/account-setting/data'
const read = async () => (await call<AccountSettings>('get', url)).body
const save = (data: unknown) => call<AccountSettings & { error: string }>('post', url, { data })

freshMockPerTest()

describe('GET /account-setting/data', () => {
  it('answers the four parts with the six notification switches and four connections', async () => {
    const { status, body } = await call<AccountSettings>('get', url)
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['general', 'info', 'social', 'notification'])
    expect(body.general).toMatchObject({
      username: 'astrid.admin',
      email: 'admin@demo.com',
      emailVerified: false
    })
    expect(Object.keys(body.notification)).toHaveLength(6)
    expect(Object.keys(body.social.socialLinks)).toHaveLength(6)
    expect(Object.keys(body.social.connections)).toEqual(['twitter', 'google', 'facebook', 'github'])
  })
})

describe('POST /account-setting/data', () => {
  it('merges the named part and leaves the others as they were', async () => {
    const before = await read()
    const { status, body } = await save({ tab: 'info', data: { country: 'PT', phone: '3511234567' } })
    expect(status).toBe(200)
    expect(body.info).toEqual({ ...before.info, country: 'PT', phone: '3511234567' })
    expect(await read()).toEqual({ ...before, info: body.info })
  })

  it('saves every tab', async () => {
    await save({ tab: 'general', data: { fullName: 'Astrid L.', company: '' } })
    await save({
      tab: 'social',
      data: {
        connections: { twitter: { profileImg: '', id: 'astrid' }, google: null, facebook: null, github: null }
      }
    })
    await save({ tab: 'notification', data: { blogDigest: true, commentOnArticle: false } })
    const after = await read()
    expect(after.general).toMatchObject({ fullName: 'Astrid L.', company: '' })
    expect(after.social.connections.twitter).toEqual({ profileImg: '', id: 'astrid' })
    expect(after.social.connections.google).toBeNull()
    expect(after.notification).toMatchObject({
      blogDigest: true,
      commentOnArticle: false,
      answerOnForm: true
    })
  })

  it('keeps an unchanged e-mail as it was and marks a new one unverified', async () => {
    const { body } = await save({ tab: 'general', data: { email: 'astrid@nordlight.example' } })
    expect(body.general).toMatchObject({ email: 'astrid@nordlight.example', emailVerified: false })
  })

  it('never takes the verified mark from the client', async () => {
    const { body } = await save({ tab: 'general', data: { emailVerified: true } })
    expect(body.general.emailVerified).toBe(false)
  })

  it('stores an uploaded picture sent as a data URL', async () => {
    const avatar = 'data:image/png;base64,iVBORw0KGgo='
    const { status, body } = await save({ tab: 'general', data: { avatar } })
    expect(status).toBe(200)
    expect(body.general.avatar).toBe(avatar)
  })

  it.each([
    [{ tab: 'billing', data: {} }, /tab/],
    [{ tab: 'general' }, /data/],
    [{ tab: 'general', data: { fullName: '  ' } }, /^fullName is required/],
    [{ tab: 'general', data: { email: 'astrid' } }, /email must be an e-mail address/],
    [{ tab: 'general', data: { username: 'astrid admin' } }, /username is not valid/],
    [{ tab: 'general', data: { avatar: 'data:image/svg+xml;base64,PHN2Zz4=' } }, /avatar/],
    [{ tab: 'general', data: { avatar: 'javascript:alert(1)' } }, /avatar/],
    [{ tab: 'info', data: { dob: '2020-02-30' } }, /dob/],
    [
      { tab: 'info', data: { dob: isoDay(-21) } },
      /^dob must be the birth date of someone 13 to 120 years old/
    ],
    [{ tab: 'info', data: { dob: '1890-01-01' } }, /^dob must be the birth date/],
    [{ tab: 'info', data: { country: 'XX' } }, /country/],
    [{ tab: 'info', data: { phone: '12-34' } }, /^phone is not valid/],
    [{ tab: 'info', data: { bio: 'x'.repeat(2001) } }, /bio must be at most 2000 characters/],
    [{ tab: 'social', data: { socialLinks: { twitter: 'twitter.com/astrid' } } }, /socialLinks/],
    [{ tab: 'social', data: { connections: { github: { id: 1 } } } }, /connections/],
    [{ tab: 'notification', data: { followMe: 'yes' } }, /followMe must be true or false/],
    ['not json', /JSON object/]
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    await expectRefused(() => save(body), read, 400, message)
  })
})
