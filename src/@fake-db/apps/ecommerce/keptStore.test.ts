import { get, set } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectConsole } from '@tests/console'
import { keptDatabase, reloadMock } from '@tests/keptDemo'
import type { LoginResponse } from '@/utility/auth/contract'

afterEach(async () => {
  const page = await reloadMock(false)
  await page.saved()
})

// Sign-in reads the cart, so the shop's kept store must never stand between a user and the app.
describe('the shop kept across reloads', () => {
  it('drops a damaged kept shop store with a notice, and it never blocks sign-in', async () => {
    const damaged = { version: 1, data: { products: {} } }
    await set('stores', { format: 2, stores: { ecommerce: damaged } }, keptDatabase())
    expectConsole('warn', /damaged; using the seed/)
    const onDropped = vi.fn()
    const page = await reloadMock(true, onDropped)
    const login = { email: 'admin@demo.com', password: 'admin' }
    const answer = await page.mock.axiosInstance.post<LoginResponse>('/jwt/login', login)
    expect(answer.data.userData.extras.eCommerceCartItemsCount).toBeGreaterThan(0)
    expect(onDropped).toHaveBeenCalledWith('damaged')
    await page.saved()
    const after = await get<{ stores: Record<string, unknown> }>('stores', keptDatabase())
    expect(after!.stores.ecommerce).not.toEqual(damaged)
  })
})
