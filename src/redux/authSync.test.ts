import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, saveSession, sessionGeneration } from '@/utility/auth/storage'
import { sessionFor } from '@tests/sessions'
import { loginSuccess, selectUserData } from './auth'
import { syncSession } from './authSync'
import { makeStore } from './store'

/** What another tab leaves in the shared storage, read by this tab's store. */
function signedInAs(role: 'admin' | 'client') {
  const store = makeStore()
  saveSession(sessionFor(role))
  store.dispatch(loginSuccess(sessionFor(role)))
  return store
}

beforeEach(() => clearSession())

describe('session shared by tabs', () => {
  it('signs this tab out when another tab signed out, and stops work begun in the old session', () => {
    const store = signedInAs('admin')
    const before = sessionGeneration()
    clearSession()
    syncSession(store)
    expect(selectUserData(store.getState())).toBeNull()
    expect(sessionGeneration()).toBeGreaterThan(before + 1)
  })

  it('takes the user another tab signed in as', () => {
    const store = signedInAs('admin')
    saveSession(sessionFor('client'))
    syncSession(store)
    expect(selectUserData(store.getState())?.role).toBe('client')
    expect(store.getState().auth.accessToken).toBe(sessionFor('client').accessToken)
  })

  it('takes renewed tokens of the same user without a change of user', () => {
    const store = signedInAs('admin')
    const generation = sessionGeneration()
    saveSession({ ...sessionFor('admin'), accessToken: 'renewed' })
    const afterSave = sessionGeneration()
    syncSession(store)
    expect(store.getState().auth.accessToken).toBe('renewed')
    expect(sessionGeneration()).toBe(afterSave)
    expect(afterSave).toBe(generation + 1)
  })

  it('signs a signed-out tab in when another tab signed in', () => {
    const store = makeStore()
    saveSession(sessionFor('client'))
    syncSession(store)
    expect(selectUserData(store.getState())?.email).toBe('client@demo.com')
  })
})
