import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '@fake-db'
import { setMockOptions } from '@fake-db/options'
import type { LoginResponse, RegisterResponse } from '@/utility/auth/contract'
import type { RoleResponse } from '@/views/apps/roles/contract'
import { accountStore } from '@fake-db/jwt/accounts'
import { createApi } from './app'

// The refusals of a server started with --enforce-auth, over HTTP.
const app = createApi()

async function send(path: string, init: RequestInit = {}, token?: string) {
  const headers = new Headers(init.headers)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (init.body) headers.set('Content-Type', 'application/json')
  const response = await app.request(path, { ...init, headers })
  return { status: response.status, body: (await response.json()) as unknown }
}

const post = (path: string, body: unknown, token?: string) =>
  send(path, { method: 'POST', body: JSON.stringify(body) }, token)

const signIn = async (email: string, password: string) =>
  (await post('/jwt/login', { email, password })).body as LoginResponse

const forbidden = (needs: string) => ({
  status: 403,
  body: { error: `Forbidden: this call needs ${needs}`, code: 'forbidden' }
})

beforeEach(() => setMockOptions({ enforceAuth: true, signUp: 'client' }))
afterEach(() => setMockOptions({ enforceAuth: false, signUp: 'demo' }))

describe('permissions over HTTP', () => {
  it('refuses the client what its ability does not allow, with 403 and nothing changed', async () => {
    const { accessToken: admin } = await signIn('admin@demo.com', 'admin')
    const { accessToken: client } = await signIn('client@demo.com', 'client')
    const users = async () => (await send('/api/users/list/all-data', {}, admin)).body
    const before = await users()
    expect(await send('/apps/users/delete?id=2', { method: 'DELETE' }, client)).toEqual(
      forbidden('delete User')
    )
    expect(await send('/api-key/data', {}, client)).toEqual(forbidden('read ApiKey'))
    expect(await post('/apps/roles/add-role', { role: { name: 'x', permissions: [] } }, client)).toEqual(
      forbidden('create Roles')
    )
    expect(await users()).toEqual(before)
    expect((await send('/apps/users/delete?id=2', { method: 'DELETE' }, admin)).status).toBe(200)
  })
})

describe('a role made in the roles app, over HTTP', () => {
  const readInvoices = (write: boolean) => [
    { module: 'financialManagement', read: true, write, create: false }
  ]

  it('allows what its stored permissions allow, and follows an edit of the role', async () => {
    const { accessToken: admin } = await signIn('admin@demo.com', 'admin')
    const made = await post(
      '/apps/roles/add-role',
      { role: { name: 'reader', permissions: readInvoices(false) } },
      admin
    )
    const { id } = (made.body as RoleResponse).role
    const { user } = (await post('/jwt/register', { email: 'r@nordlight.dev', username: 'r', password: 'r' }))
      .body as RegisterResponse
    Object.assign(
      (await accountStore.get()).find((account) => account.id === user.id)!,
      { roleId: id }
    )
    const { accessToken: reader, userData } = await signIn('r@nordlight.dev', 'r')
    expect(userData.ability).toContainEqual({ action: 'read', subject: 'Invoice' })

    expect((await send('/apps/invoice/invoices', {}, reader)).status).toBe(200)
    expect(await send('/apps/invoice/delete?id=5001', { method: 'DELETE' }, reader)).toEqual(
      forbidden('delete Invoice')
    )
    expect(await post('/apps/invoice/add-invoice', {}, reader)).toEqual(forbidden('create Invoice'))
    expect(
      (await post('/apps/roles/update-role', { role: { id, permissions: readInvoices(true) } }, admin)).status
    ).toBe(200)
    expect((await send('/apps/invoice/delete?id=5001', { method: 'DELETE' }, reader)).status).toBe(200)
  })
})

describe('sign-up on a server that enforces tokens', () => {
  const sol = { email: 'sol@nordlight.dev', username: 'sol', password: 'secret' }

  it('makes a client, who gets 403 where an admin would not', async () => {
    const { status, body } = await post('/jwt/register', sol)
    expect(status).toBe(200)
    const { user, accessToken } = body as RegisterResponse
    expect(user).toMatchObject({
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' }
      ]
    })
    expect((await send('/apps/invoice/invoices', {}, accessToken)).status).toBe(403)
  })

  it('answers a taken e-mail or username 409 with the field errors', async () => {
    expect(await post('/jwt/register', { ...sol, email: 'admin@demo.com' })).toEqual({
      status: 409,
      body: { error: { email: 'This email is already in use.' }, code: { email: 'taken' } }
    })
  })

  it('is off with --register off', async () => {
    setMockOptions({ signUp: 'off' })
    expect(await post('/jwt/register', sol)).toEqual({
      status: 403,
      body: { error: 'Sign-up is turned off on this server', code: 'signUpClosed' }
    })
  })

  it('keeps the demo behaviour on the plain server: an admin, and 200 with the field errors', async () => {
    setMockOptions({ enforceAuth: false, signUp: 'demo' })
    const made = await post('/jwt/register', sol)
    expect((made.body as RegisterResponse).user.role).toBe('admin')
    expect((await post('/jwt/register', sol)).status).toBe(200)
  })
})
