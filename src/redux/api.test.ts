import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as AuthModule from './auth'
import type * as StoreModule from './store'
import type * as ApiModule from './api'

let auth: typeof AuthModule
let storeModule: typeof StoreModule
let apiModule: typeof ApiModule

beforeEach(async () => {
  vi.resetModules()
  await import('@fake-db')
  storeModule = await import('./store')
  apiModule = await import('./api')
  auth = await import('./auth')
  ;(await import('@/utility/auth/storage')).clearSession()
})

async function signedInStoreWithCachedQuery() {
  const bookmarks = apiModule.api.injectEndpoints({
    endpoints: (build) => ({
      getTestBookmarks: build.query<unknown, void>({ query: () => ({ url: '/api/bookmarks/data' }) })
    })
  })
  const store = storeModule.makeStore()
  await store.dispatch(auth.login({ email: 'admin@demo.com', password: 'admin' }))
  await store.dispatch(bookmarks.endpoints.getTestBookmarks.initiate())
  expect(Object.keys(cachedQueries(store))).toHaveLength(1)
  return store
}

// The api slice is injected at run time, so the store's static type does not list it.
const cachedQueries = (store: { getState(): object }) =>
  (store.getState() as { api: ReturnType<typeof apiModule.api.reducer> }).api.queries

// The users list used to stay in the store after logout.
describe('RTK Query cache and the session', () => {
  it('is emptied by a logout', async () => {
    const store = await signedInStoreWithCachedQuery()
    await store.dispatch(auth.logoutUser())
    expect(cachedQueries(store)).toEqual({})
  })

  it('is emptied when the session expires (the app dispatches logout)', async () => {
    const store = await signedInStoreWithCachedQuery()
    store.dispatch(auth.logout())
    expect(cachedQueries(store)).toEqual({})
  })
})
