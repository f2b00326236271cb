import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { LoginResponse } from '@/utility/auth/contract'
import { modules, type Grant, type RoleResponse } from '@/views/apps/roles/contract'
import { mock, setMockOptions } from '@fake-db'
import { accountStore } from './accounts'
import { moduleSubjects, roleAbility } from './roleAbility'

const api = mock.axiosInstance

async function send(method: string, url: string, token?: string, data?: unknown) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {}
  const { status, data: body } = await api.request({ method, url, data, headers, validateStatus: () => true })
  return { status, body: body as unknown }
}

const signIn = async (email: string, password: string) =>
  (await send('post', '/jwt/login', undefined, { email, password })).body as LoginResponse

const invoices = (access: Partial<Grant>): Grant => ({
  module: 'financialManagement',
  read: false,
  write: false,
  create: false,
  ...access
})

let admin = ''
let roleId = 0

/** A user signed in with the role made in the roles app. */
async function reader() {
  return signIn('reader@demo.com', 'reader')
}

// The stores go back to their seed after every test, so the role and its account are made again.
beforeEach(async () => {
  setMockOptions({ enforceAuth: true })
  admin = (await signIn('admin@demo.com', 'admin')).accessToken
  const made = await send('post', '/apps/roles/add-role', admin, {
    role: { name: 'invoice reader', permissions: [invoices({ read: true })] }
  })
  roleId = (made.body as RoleResponse).role.id
  await send('post', '/jwt/register', undefined, {
    email: 'reader@demo.com',
    username: 'reader',
    password: 'reader'
  })
  const account = (await accountStore.get()).find(({ email }) => email === 'reader@demo.com')!
  Object.assign(account, { role: 'client', ability: [], roleId })
})

afterAll(() => setMockOptions({ enforceAuth: false }))

describe('a role made in the roles app decides what its users may do', () => {
  it('reads invoices but may not delete or add one, and the sign-in answer says so', async () => {
    const { accessToken, userData } = await reader()
    expect(userData.ability).toEqual(roleAbility([invoices({ read: true })]))
    expect((await send('get', '/apps/invoice/invoices', accessToken)).status).toBe(200)
    expect(await send('delete', '/apps/invoice/delete?id=5001', accessToken)).toEqual({
      status: 403,
      body: { error: 'Forbidden: this call needs delete Invoice', code: 'forbidden' }
    })
    expect((await send('post', '/apps/invoice/add-invoice', accessToken, {})).status).toBe(403)
    expect((await send('get', '/api/invoice/invoices/5001', admin)).status).toBe(200)
    expect((await send('get', '/api/users/list/all-data', accessToken)).status).toBe(403)
  })

  it('follows an edit of the role from the next call, on a token issued before it', async () => {
    const { accessToken } = await reader()
    const edit = (permissions: Grant[]) =>
      send('post', '/apps/roles/update-role', admin, { role: { id: roleId, permissions } })
    expect((await edit([invoices({ read: true, write: true })])).status).toBe(200)
    expect((await send('delete', '/apps/invoice/delete?id=5001', accessToken)).status).toBe(200)
    expect((await edit([invoices({})])).status).toBe(200)
    expect((await send('get', '/apps/invoice/invoices', accessToken)).status).toBe(403)
  })

  it('leaves only read Auth once the role is deleted', async () => {
    const { accessToken } = await reader()
    expect((await send('delete', `/apps/roles/delete?id=${roleId}`, admin)).status).toBe(200)
    expect((await send('get', '/apps/invoice/invoices', accessToken)).status).toBe(403)
    expect((await reader()).userData.ability).toEqual([{ action: 'read', subject: 'Auth' }])
  })

  it('keeps the seeded accounts on the ability stored with them', async () => {
    expect((await signIn('client@demo.com', 'client')).userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' }
    ])
  })
})

describe('roleAbility', () => {
  it('knows the subjects of every module of the roles matrix, and no other module', () => {
    expect(Object.keys(moduleSubjects).sort()).toEqual([...modules].sort())
  })

  it('reads, writes (update and delete) and creates as the matrix says; every role reads Auth', () => {
    expect(roleAbility([invoices({ write: true, create: true })])).toEqual([
      { action: 'read', subject: 'Auth' },
      { action: 'update', subject: 'Invoice' },
      { action: 'delete', subject: 'Invoice' },
      { action: 'create', subject: 'Invoice' },
      { action: 'update', subject: 'Ecommerce' },
      { action: 'delete', subject: 'Ecommerce' },
      { action: 'create', subject: 'Ecommerce' }
    ])
  })
})
