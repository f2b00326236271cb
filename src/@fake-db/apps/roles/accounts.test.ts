import { describe, expect, it } from 'vitest'
import { call, freshMockPerTest } from '@tests/mockApi'
import type { LoginResponse } from '@/utility/auth/contract'
import type { SignInAccount } from '@/views/apps/roles/contract'

freshMockPerTest()

const accounts = async () =>
  (await call<{ accounts: SignInAccount[] }>('get', '/apps/roles/accounts')).body.accounts
const assign = (data: unknown, token?: string) =>
  call<{ account: SignInAccount; error: string }>('post', '/apps/roles/assign-role', {
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {}
  })
const signIn = async (email: string, password: string) =>
  (await call<LoginResponse>('post', '/jwt/login', { data: { email, password } })).body

describe('roles given to sign-in accounts', () => {
  it('lists the accounts with no role of this app at first', async () => {
    expect(await accounts()).toEqual([
      { id: 1, fullName: 'Astrid Lindqvist', email: 'admin@demo.com', role: 'admin', roleId: null },
      { id: 2, fullName: 'Mikkel Haugen', email: 'client@demo.com', role: 'client', roleId: null }
    ])
  })

  it('gives the client a role whose grants become its ability, and gives its own access back', async () => {
    const { body } = await assign({ accountId: 2, roleId: 2 })
    expect(body.account).toMatchObject({ id: 2, roleId: 2 })
    const ability = (await signIn('client@demo.com', 'client')).userData.ability
    expect(ability).toContainEqual({ action: 'read', subject: 'User' })
    expect((await assign({ accountId: 2, roleId: null })).body.account.roleId).toBeNull()
    expect((await signIn('client@demo.com', 'client')).userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' }
    ])
  })

  it("refuses an unknown account or role, a bad body, and a change of one's own role", async () => {
    expect((await assign({ accountId: 99, roleId: 1 })).body.error).toBe('Account not found')
    expect((await assign({ accountId: 2, roleId: 99 })).status).toBe(404)
    expect((await assign({ accountId: 'two', roleId: 1 })).status).toBe(400)
    const admin = await signIn('admin@demo.com', 'admin')
    const own = await assign({ accountId: 1, roleId: 5 }, admin.accessToken)
    expect(own.status).toBe(403)
    expect(own.body.error).toBe('An account cannot change its own role')
    expect((await accounts())[0]?.roleId).toBeNull()
  })
})
