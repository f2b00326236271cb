import { beforeEach, describe, expect, it, vi } from 'vitest'
import { combineSlices, configureStore } from '@reduxjs/toolkit'

import type * as AuthModule from './auth'
import type * as StorageModule from '@/utility/auth/storage'
import type { AppMock } from '@fake-db/mock'

let auth: typeof AuthModule
let storage: typeof StorageModule
let mock: AppMock

async function freshStore() {
  const rootReducer = combineSlices(auth.authSlice)
  return configureStore({ reducer: rootReducer })
}

beforeEach(async () => {
  vi.resetModules()
  mock = (await import('@fake-db')).mock
  storage = await import('@/utility/auth/storage')
  auth = await import('./auth')
  storage.clearSession()
})

describe('auth slice', () => {
  it('starts signed out with empty storage', async () => {
    const store = await freshStore()
    expect(auth.selectUserData(store.getState())).toBeNull()
    expect(auth.selectIsLoggedIn(store.getState())).toBe(false)
  })

  it('logs in: state and storage hold the session', async () => {
    const store = await freshStore()
    const result = await store.dispatch(auth.login({ email: 'client@demo.com', password: 'client' }))
    expect(result.meta.requestStatus).toBe('fulfilled')
    const state = store.getState()
    expect(auth.selectIsLoggedIn(state)).toBe(true)
    expect(auth.selectUserData(state)).toMatchObject({ email: 'client@demo.com', role: 'client' })
    expect(storage.getUserData()).toEqual(state.auth.userData)
    expect(storage.getAccessToken()).toBe(state.auth.accessToken)
    expect(storage.getRefreshToken()).toBe(state.auth.refreshToken)
  })

  it('starts signed in when storage holds a session', async () => {
    await (await freshStore()).dispatch(auth.login({ email: 'admin@demo.com', password: 'admin' }))
    const store = await freshStore()
    expect(auth.selectIsLoggedIn(store.getState())).toBe(true)
    expect(auth.selectUserData(store.getState())?.email).toBe('admin@demo.com')
  })

  it('rejects a bad login with field errors and stores nothing', async () => {
    const store = await freshStore()
    const result = await store.dispatch(auth.login({ email: 'admin@demo.com', password: 'nope' }))
    expect(auth.login.rejected.match(result)).toBe(true)
    expect(result.payload).toEqual({
      message: 'Email or Password is Invalid',
      fieldErrors: { email: { message: 'Email or Password is Invalid', code: 'badCredentials' } }
    })
    expect(auth.selectIsLoggedIn(store.getState())).toBe(false)
    expect(storage.getAccessToken()).toBeNull()
  })

  it('gives a general message for errors that are not field errors', async () => {
    const store = await freshStore()
    const result = await store.dispatch(auth.login({ email: '', password: 'x' }))
    expect(result.payload).toEqual({
      fieldErrors: {},
      message: 'email is required',
      code: 'required',
      field: 'email'
    })
  })

  it('registers and signs the new user in', async () => {
    const store = await freshStore()
    const result = await store.dispatch(
      auth.register({ email: 'sol@nordlight.dev', username: 'sol', password: 'pw' })
    )
    expect(result.meta.requestStatus).toBe('fulfilled')
    expect(auth.selectUserData(store.getState())).toMatchObject({ id: 3, role: 'admin' })
    expect(storage.getUserData()?.id).toBe(3)
  })

  it('rejects a register with taken fields (a 200 answer) as field errors', async () => {
    const store = await freshStore()
    const result = await store.dispatch(
      auth.register({ email: 'admin@demo.com', username: 'mikkel.client', password: 'pw' })
    )
    expect(result.payload).toEqual({
      message: 'This email is already in use. This username is already in use.',
      fieldErrors: {
        email: { message: 'This email is already in use.', code: 'taken' },
        username: { message: 'This username is already in use.', code: 'taken' }
      }
    })
    expect(auth.selectIsLoggedIn(store.getState())).toBe(false)
    expect(storage.getUserData()).toBeNull()
  })

  it('logs out: calls /jwt/logout, clears state and storage', async () => {
    const store = await freshStore()
    await store.dispatch(auth.login({ email: 'admin@demo.com', password: 'admin' }))
    await store.dispatch(auth.logoutUser())
    expect(mock.history.post.map((c) => c.url)).toContain('/jwt/logout')
    expect(store.getState().auth).toEqual({ userData: null, accessToken: null, refreshToken: null })
    expect([storage.getUserData(), storage.getAccessToken(), storage.getRefreshToken()]).toEqual([
      null,
      null,
      null
    ])
  })

  it('logs out locally even when the server call fails', async () => {
    const store = await freshStore()
    await store.dispatch(auth.login({ email: 'admin@demo.com', password: 'admin' }))
    const { http } = await import('@/utility/http')
    const post = vi.spyOn(http, 'post').mockRejectedValueOnce(new Error('Network Error'))
    await store.dispatch(auth.logoutUser())
    expect(post).toHaveBeenCalledWith('/jwt/logout', { refreshToken: expect.any(String) })
    expect(auth.selectIsLoggedIn(store.getState())).toBe(false)
    expect(storage.getAccessToken()).toBeNull()
  })

  it('signs out at once, before the server answers /jwt/logout', async () => {
    const store = await freshStore()
    await store.dispatch(auth.login({ email: 'admin@demo.com', password: 'admin' }))
    const done = store.dispatch(auth.logoutUser())
    expect(storage.getAccessToken()).toBeNull()
    expect(auth.selectIsLoggedIn(store.getState())).toBe(false)
    await done
  })
})

// A stored user of the wrong shape used to crash every page and keep /login unreachable.
describe('a stored user of the wrong shape', () => {
  async function storeUser(userData: unknown) {
    await (await freshStore()).dispatch(auth.login({ email: 'admin@demo.com', password: 'admin' }))
    storage.saveSession({
      userData: userData as never,
      accessToken: storage.getAccessToken()!,
      refreshToken: storage.getRefreshToken()!
    })
  }

  it.each([
    ['no fullName', { id: 1, email: 'x@y.z', ability: [{ action: 'manage', subject: 'all' }] }],
    [
      'a numeric fullName',
      {
        id: 1,
        fullName: 123,
        username: 'x',
        avatar: '',
        email: 'x@y.z',
        role: 'admin',
        ability: [],
        extras: { eCommerceCartItemsCount: 0 }
      }
    ],
    [
      'an unknown role',
      {
        id: 1,
        fullName: 'X',
        username: 'x',
        avatar: '',
        email: 'x@y.z',
        role: 'root',
        ability: [],
        extras: { eCommerceCartItemsCount: 0 }
      }
    ],
    [
      'a bad ability rule',
      {
        id: 1,
        fullName: 'X',
        username: 'x',
        avatar: '',
        email: 'x@y.z',
        role: 'admin',
        ability: [{ action: 'manage' }],
        extras: { eCommerceCartItemsCount: 0 }
      }
    ]
  ])('with %s reads as signed out and clears the session', async (_, userData) => {
    await storeUser(userData)
    const store = await freshStore()
    expect(store.getState().auth).toEqual({ userData: null, accessToken: null, refreshToken: null })
    expect([storage.getUserData(), storage.getAccessToken(), storage.getRefreshToken()]).toEqual([
      null,
      null,
      null
    ])
  })

  it('a valid stored user still signs in', async () => {
    await (await freshStore()).dispatch(auth.login({ email: 'client@demo.com', password: 'client' }))
    expect(auth.selectIsLoggedIn((await freshStore()).getState())).toBe(true)
  })
})
