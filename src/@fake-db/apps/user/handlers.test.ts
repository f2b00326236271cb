import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import type { ManagedUser, NewUser, UserListResponse, UserResponse } from '@/views/apps/user/contract'

const all = async () => (await call<ManagedUser[]>('get', '/api/users/list/all-data')).body
const list = async (params: Record<string, unknown> = {}) =>
  (await call<UserListResponse>('get', '/api/users/list/data', { params })).body
const ids = (rows: ManagedUser[]) => rows.map((row) => row.id)
const lower = (rows: ManagedUser[], key: keyof ManagedUser) =>
  rows.map((row) => String(row[key]).toLowerCase())
const sorted = (values: string[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
const newUser: NewUser = { fullName: 'Tessa Tester', email: 'tessa@testworks.example', username: 'tessa' }

freshMockPerTest()

describe('GET /api/users/list/all-data', () => {
  it('gives 50 users, ids 1..50, covering every role, plan, status, billing and colour', async () => {
    const { status, body } = await call<ManagedUser[]>('get', '/api/users/list/all-data')
    expect(status).toBe(200)
    expect(ids(body)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    const values = (key: keyof ManagedUser) => new Set(body.map((u) => u[key]))
    expect(values('role')).toEqual(new Set(['admin', 'author', 'editor', 'maintainer', 'subscriber']))
    expect(values('currentPlan')).toEqual(new Set(['basic', 'team', 'company', 'enterprise']))
    expect(values('status')).toEqual(new Set(['active', 'inactive', 'pending']))
    expect(values('billing')).toEqual(
      new Set(['Auto Debit', 'Manual - Credit Card', 'Manual - Paypal', 'Manual - Cash'])
    )
    expect(values('avatarColor')).toEqual(
      new Set(['primary', 'success', 'danger', 'warning', 'info', 'secondary'])
    )
    expect(values('email').size).toBe(50)
    expect(values('username').size).toBe(50)
    const withAvatar = body.filter((u) => u.avatar !== '')
    expect(withAvatar.length).toBe(30)
    for (const u of withAvatar) expect(u.avatar).toMatch(/^\/images\/avatars\/([1-9]|1[0-2])\.svg$/)
  })
})

describe('GET /api/users/list/data', () => {
  it('defaults to the first 10 by full name ascending, total = every user', async () => {
    const { status, body } = await call<UserListResponse>('get', '/api/users/list/data')
    expect(status).toBe(200)
    expect(body.total).toBe(50)
    expect(body.users).toHaveLength(10)
    const names = lower(await all(), 'fullName')
    expect(lower(body.users, 'fullName')).toEqual(sorted(names).slice(0, 10))
  })

  it('pages 1-based with fallbacks and an empty page past the end', async () => {
    const everyone = (await list({ perPage: 100 })).users
    expect((await list({ page: '2', perPage: '7' })).users).toEqual(everyone.slice(7, 14))
    expect((await list({ page: 5 })).users).toEqual(everyone.slice(40, 50))
    for (const bad of ['x', '0', '-1', '1.5', '']) {
      expect((await list({ page: bad })).users).toEqual(everyone.slice(0, 10))
      expect((await list({ perPage: bad })).users).toHaveLength(10)
    }
    expect(await list({ page: 6 })).toEqual({ total: 50, users: [] })
  })

  it('searches email, full name and billing, trimmed and case-insensitive; total counts matches', async () => {
    expect(ids((await list({ q: '  ASTRID nyhus ' })).users)).toEqual([1])
    expect(ids((await list({ q: 'polarisbakery.example' })).users)).toEqual([1])
    const cash = await list({ q: 'manual - cash', perPage: 100 })
    expect(cash.total).toBe((await all()).filter((u) => u.billing === 'Manual - Cash').length)
    expect(cash.users.every((u) => u.billing === 'Manual - Cash')).toBe(true)
    expect((await list({ q: 'Lagoon Pixel' })).total).toBe(0)
    expect((await list({ q: '' })).total).toBe(50)
  })

  it('filters role, plan and status exactly when non-empty, combined with each other and the search', async () => {
    const users = await all()
    for (const [key, value] of [
      ['role', 'editor'],
      ['currentPlan', 'team'],
      ['status', 'pending']
    ] as const) {
      const found = await list({ [key]: value, perPage: 100 })
      expect(found.total).toBe(users.filter((u) => u[key] === value).length)
      expect(found.total).toBeGreaterThan(0)
      expect(found.users.every((u) => u[key] === value)).toBe(true)
      expect((await list({ [key]: '' })).total).toBe(50)
    }
    expect((await list({ role: 'Editor' })).total).toBe(0)
    expect((await list({ status: 'activ' })).total).toBe(0)
    const combined = await list({ role: 'admin', currentPlan: 'enterprise', status: 'active', perPage: 100 })
    const expected = users.filter(
      (u) => u.role === 'admin' && u.currentPlan === 'enterprise' && u.status === 'active'
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(ids(combined.users).sort()).toEqual(ids(expected).sort())
    const searched = await list({ role: 'author', q: 'auto debit', perPage: 100 })
    expect(searched.users.every((u) => u.role === 'author' && u.billing === 'Auto Debit')).toBe(true)
  })

  it('sorts by any column either way, falling back to fullName and asc', async () => {
    const byEmail = (await list({ sortColumn: 'email', sort: 'desc', perPage: 100 })).users
    expect(lower(byEmail, 'email')).toEqual(sorted(lower(byEmail, 'email')).reverse())
    const byId = (await list({ sortColumn: 'id', sort: 'desc' })).users
    expect(ids(byId)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41])
    const fallback = (await list({ sortColumn: 'password', sort: 'up', perPage: 100 })).users
    expect(lower(fallback, 'fullName')).toEqual(sorted(lower(fallback, 'fullName')))
  })

  it('answers 400 for a page of more than 100 users', async () => {
    expect((await list({ perPage: '100' })).users).toHaveLength(50)
    expect(await call('get', '/api/users/list/data', { params: { perPage: '101' } })).toEqual({
      status: 400,
      body: { error: 'perPage must be at most 100', code: 'tooBig', field: 'perPage' }
    })
  })
})

describe('GET /api/users/user', () => {
  it('gives one user by id (number or string)', async () => {
    const { status, body } = await call<UserResponse>('get', '/api/users/user', { params: { id: '7' } })
    expect(status).toBe(200)
    expect(body.user).toEqual((await all())[6])
  })

  it('answers 404 for an unknown id and 400 for a missing or malformed one', async () => {
    expect(await call('get', '/api/users/user', { params: { id: 51 } })).toEqual({
      status: 404,
      body: { error: 'User not found', code: 'notFound' }
    })
    for (const params of [{}, { id: 'seven' }, { id: '1.5' }]) {
      const { status, body } = await call<{ error: string }>('get', '/api/users/user', { params })
      expect(status).toBe(400)
      expect(body.error).toMatch(/id/)
    }
  })
})

describe('POST /apps/users/add-user', () => {
  const add = (data: unknown) =>
    call<UserResponse & { error: string }>('post', '/apps/users/add-user', { data })

  it('creates with id highest + 1 and defaults, trimming the required texts', async () => {
    const { status, body } = await add({ ...newUser, fullName: ' Tessa Tester ', id: 3, password: 'dropped' })
    expect(status).toBe(201)
    expect(body.user).toEqual({
      id: 51,
      ...newUser,
      company: '',
      country: '',
      contact: '',
      role: 'subscriber',
      currentPlan: 'basic',
      status: 'pending',
      billing: 'Auto Debit',
      avatar: '',
      avatarColor: expect.any(String),
      version: 1
    })
    expect((await call<UserResponse>('get', '/api/users/user', { params: { id: 51 } })).body.user).toEqual(
      body.user
    )
    expect((await list({ q: 'tessa' })).users).toEqual([body.user])
  })

  it('keeps the optional fields given and uses highest + 1 after a delete', async () => {
    await call('delete', '/apps/users/delete', { params: { id: 50 } })
    const given = {
      ...newUser,
      company: 'Test Works',
      country: 'Norway',
      contact: '1',
      role: 'admin',
      currentPlan: 'team',
      status: 'active',
      billing: 'Manual - Cash',
      avatar: '/images/avatars/2.svg',
      avatarColor: 'info'
    }
    const { status, body } = await add(given)
    expect(status).toBe(201)
    expect(body.user).toEqual({ ...given, id: 50, version: 1 })
  })

  it.each([
    ['a body that is not an object', 'tessa', /body/],
    ['a missing fullName', { email: newUser.email, username: 'x' }, /fullName is required/],
    ['a missing email', { fullName: 'A', username: 'x' }, /email is required/],
    ['a missing username', { fullName: 'A', email: newUser.email }, /username is required/],
    ['a blank fullName', { ...newUser, fullName: '  ' }, /fullName is required/],
    ['a numeric username', { ...newUser, username: 12 }, /username must be a string/],
    ['an email without @', { ...newUser, email: 'tessa.example' }, /email must be an e-mail/],
    ['an unknown role', { ...newUser, role: 'owner' }, /role must be one of/],
    ['an unknown plan', { ...newUser, currentPlan: 'gold' }, /currentPlan/],
    ['an unknown status', { ...newUser, status: 'Active' }, /status/],
    ['an unknown billing', { ...newUser, billing: 'Cash' }, /billing/],
    ['an unknown colour', { ...newUser, avatarColor: 'purple' }, /avatarColor/],
    ['a numeric contact', { ...newUser, contact: 12345 }, /contact must be a string/]
  ])('answers 400 for %s and stores nothing', async (_, data, message) => {
    await expectRefused(() => add(data), all, 400, message)
  })
})

describe('POST /apps/users/update-user', () => {
  const update = (data: unknown) =>
    call<UserResponse & { error: string }>('post', '/apps/users/update-user', { data })

  it('merges the given fields and keeps the rest', async () => {
    const before = (await all())[9]
    const { status, body } = await update({ id: '10', status: 'inactive', company: 'New Co', unknown: true })
    expect(status).toBe(200)
    expect(body.user).toEqual({ ...before, status: 'inactive', company: 'New Co', version: 2 })
    expect((await all())[9]).toEqual(body.user)
  })

  it('answers 404 for an unknown id and 400 for bad input, changing nothing', async () => {
    const before = await all()
    expect(await update({ id: 99, company: 'x' })).toEqual({
      status: 404,
      body: { error: 'User not found', code: 'notFound' }
    })
    const bad: [unknown, RegExp][] = [
      [[1], /body/],
      [{ company: 'x' }, /id is required/],
      [{ id: 'ten' }, /id/],
      [{ id: 10, fullName: '' }, /fullName is required/],
      [{ id: 10, email: ' ' }, /email is required/],
      [{ id: 10, username: null }, /username/],
      [{ id: 10, role: 'root' }, /role/],
      [{ id: 10, country: false }, /country/]
    ]
    for (const [data, message] of bad) await expectRefused(() => update(data), all, 400, message)
    expect(await all()).toEqual(before)
  })
})

describe('DELETE /apps/users/delete', () => {
  it('refuses a version that is not a number and deletes nothing', async () => {
    const refused = await call('delete', '/apps/users/delete', { params: { id: 3, version: 'abc' } })
    expect(refused.status).toBe(400)
    expect((await call('get', '/api/users/user', { params: { id: 3 } })).status).toBe(200)
  })

  it('removes the user', async () => {
    expect((await call('delete', '/apps/users/delete', { params: { id: 3 } })).status).toBe(200)
    expect(ids(await all())).not.toContain(3)
    expect((await list()).total).toBe(49)
    expect((await call('get', '/api/users/user', { params: { id: 3 } })).status).toBe(404)
  })

  it('answers 404 for an unknown id and 400 for a missing or malformed one, changing nothing', async () => {
    const before = await all()
    expect(await call('delete', '/apps/users/delete', { params: { id: 0 } })).toEqual({
      status: 404,
      body: { error: 'User not found', code: 'notFound' }
    })
    for (const params of [{}, { id: 'x' }]) {
      const { status, body } = await call<{ error: string }>('delete', '/apps/users/delete', { params })
      expect(status).toBe(400)
      expect(body.error).toMatch(/id/)
    }
    expect(await all()).toEqual(before)
  })
})

describe('taken e-mail and username, input limits', () => {
  const add = (data: unknown) => call('post', '/apps/users/add-user', { data })
  const update = (data: unknown) => call('post', '/apps/users/update-user', { data })

  it('refuses an e-mail or username already taken, with the words of sign-up, per field', async () => {
    const [first, second] = await all()
    await expectRefused(
      () => add({ ...newUser, email: first.email.toUpperCase() }),
      all,
      400,
      /"email":"This email is already in use\."/
    )
    await expectRefused(
      () => add({ ...newUser, username: first.username, email: first.email }),
      all,
      400,
      /"email":"This email is already in use\.","username":"This username is already in use\."/
    )
    await expectRefused(
      () => update({ id: second.id, username: first.username }),
      all,
      400,
      /This username is already in use\./
    )
    expect((await update({ id: first.id, email: first.email, company: 'Same Mail AS' })).status).toBe(200)
  })

  it('caps text fields', async () => {
    await expectRefused(
      () => add({ ...newUser, fullName: 'x'.repeat(5_000_000) }),
      all,
      400,
      /fullName must be at most 120 characters/
    )
    await expectRefused(
      () => update({ id: 1, company: 'c'.repeat(121) }),
      all,
      400,
      /company must be at most 120 characters/
    )
  })
})
