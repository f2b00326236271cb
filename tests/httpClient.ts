/** Fresh modules for every test: a new axios instance, mock, seed and refresh state. */
import { vi } from 'vitest'
import type { LoginResponse } from '@/utility/auth/contract'

export async function signedInClient() {
  vi.resetModules()
  const fakeDb = await import('@fake-db')
  fakeDb.setMockOptions({ enforceAuth: true })
  const client = await import('@/utility/http')
  const session = await import('@/utility/httpSession')
  const storage = await import('@/utility/auth/storage')
  const { signToken } = await import('@fake-db/jwt/tokens')
  const { data } = await client.http.post<LoginResponse>('/jwt/login', {
    email: 'admin@demo.com',
    password: 'admin'
  })
  storage.saveSession(data)
  return { fakeDb, mock: fakeDb.mock, client, http: client.http, session, storage, signToken }
}

export type SignedInClient = Awaited<ReturnType<typeof signedInClient>>
