import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { AbilityRule, LoginResponse } from '@/utility/auth/contract'
import type { RoleResponse } from '@/views/apps/roles/contract'
import { mock, setMockOptions } from '@fake-db'
import { allHandlers } from './allHandlers'
import { accountStore } from './jwt/accounts'
import { rulesAllow, type Permission } from './permission'

const api = mock.axiosInstance
const actions = ['manage', 'create', 'read', 'update', 'delete']

async function send(method: string, url: string, token?: string, data?: unknown) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {}
  const { status, data: body } = await api.request({ method, url, data, headers, validateStatus: () => true })
  return { status, body: body as unknown }
}

async function signIn(email: string, password: string) {
  const { body } = await send('post', '/jwt/login', undefined, { email, password })
  return body as LoginResponse
}

interface Caller {
  name: string
  token: string
  rules: AbilityRule[]
}
let callers: Caller[] = []

// The stores go back to their seed after every test, so the made role and its account are made again.
beforeEach(async () => {
  setMockOptions({ enforceAuth: true })
  const admin = await signIn('admin@demo.com', 'admin')
  const client = await signIn('client@demo.com', 'client')
  // A role made in the roles app: reads invoices and the shop, manages users, nothing else.
  const { body } = await send('post', '/apps/roles/add-role', admin.accessToken, {
    role: {
      name: 'auditor',
      permissions: [
        { module: 'financialManagement', read: true, write: false, create: false },
        { module: 'userManagement', read: true, write: true, create: true }
      ]
    }
  })
  await send('post', '/jwt/register', undefined, {
    email: 'audit@demo.com',
    username: 'audit',
    password: 'audit'
  })
  const account = (await accountStore.get()).find((user) => user.email === 'audit@demo.com')!
  // A registered account starts as an admin here: the role the roles app gives it replaces that.
  const roleId = (body as RoleResponse).role.id
  const assigned = await send('post', '/apps/roles/assign-role', admin.accessToken, {
    accountId: account.id,
    roleId
  })
  expect(assigned.status).toBe(200)
  const auditor = await signIn('audit@demo.com', 'audit')
  const rules = auditor.userData.ability
  // The walk means something only if the made role's stored permissions reach the account.
  expect(rulesAllow(rules, { action: 'read', subject: 'Invoice' })).toBe(true)
  expect(rulesAllow(rules, { action: 'delete', subject: 'Invoice' })).toBe(false)
  callers = [
    { name: 'admin', token: admin.accessToken, rules: admin.userData.ability },
    { name: 'client', token: client.accessToken, rules: client.userData.ability },
    { name: 'auditor', token: auditor.accessToken, rules }
  ]
})

afterAll(() => setMockOptions({ enforceAuth: false }))

const routes = allHandlers.map((route) => ({ ...route, call: `${route.method.toUpperCase()} ${route.path}` }))

const isPermission = (permission: Permission | undefined) =>
  permission === 'public' ||
  permission === 'signedIn' ||
  (typeof permission === 'object' && actions.includes(permission.action) && permission.subject !== '')

describe('every route declares the permission it needs', () => {
  it.each(routes)('$call', ({ options }) => {
    expect(isPermission(options.permission)).toBe(true)
  })
})

describe('each caller may call what its ability allows, and gets 403 before the handler otherwise', () => {
  it.each(routes)('$call', async ({ method, path, options }) => {
    const url = path.replace(/:\w+/g, '1')
    const data = method === 'get' || method === 'delete' ? undefined : {}
    for (const caller of callers) {
      // /jwt/* needs no token, and logout would end the caller's session.
      const token = path.startsWith('/jwt/') ? undefined : caller.token
      const { status, body } = await send(method, url, token, data)
      if (rulesAllow(caller.rules, options.permission)) {
        expect([401, 403], `${caller.name}: ${status}`).not.toContain(status)
      } else {
        expect({ caller: caller.name, status, body }).toEqual({
          caller: caller.name,
          status: 403,
          body: { error: expect.stringMatching(/^Forbidden: this call needs \w+ \w+$/), code: 'forbidden' }
        })
      }
    }
  })
})

describe('a refused call', () => {
  it('changes nothing: the client cannot delete a user, read API key secrets or add a role', async () => {
    const [admin, client] = callers
    const users = async () => (await send('get', '/api/users/list/all-data', admin!.token)).body
    const before = await users()
    expect((await send('delete', '/apps/users/delete?id=2', client!.token)).status).toBe(403)
    expect((await send('get', '/api-key/data', client!.token)).status).toBe(403)
    expect(
      (await send('post', '/apps/roles/add-role', client!.token, { role: { name: 'x', permissions: [] } }))
        .status
    ).toBe(403)
    expect(await users()).toEqual(before)
  })

  it('stays open to a call with no token while auth is not enforced', async () => {
    setMockOptions({ enforceAuth: false })
    try {
      expect((await send('get', '/api/users/list/all-data')).status).toBe(200)
      expect((await send('get', '/api/users/list/all-data', callers[1]!.token)).status).toBe(403)
    } finally {
      setMockOptions({ enforceAuth: true })
    }
  })
})
