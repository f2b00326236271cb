import 'fake-indexeddb/auto'
import { createStore as openDatabase, set } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectConsole } from '@tests/console'
import type { UserListResponse } from '@/views/apps/user/contract'
import { seedKey } from './store'

/** A fresh import of the mock is what a reload of the page gives. */
async function reload(keep = true) {
  vi.resetModules()
  const fakeDb = await import('@fake-db')
  const keeping = await import('./keep')
  await fakeDb.keepDemoChanges(keep)
  const api = fakeDb.mock.axiosInstance
  const total = async () => (await api.get<UserListResponse>('/api/users/list/data')).data.total
  const remove = (id: number) => api.delete('/apps/users/delete', { params: { id } })
  return { ...fakeDb, saved: keeping.keptSaved, total, remove }
}

afterEach(async () => {
  const page = await reload(false)
  await page.saved()
})

describe('keep demo changes', () => {
  it('keeps a change across a reload, and forgets it on reset', async () => {
    const first = await reload()
    await first.remove(1)
    expect(await first.total()).toBe(49)
    await first.saved()

    const second = await reload()
    expect(await second.total()).toBe(49)
    await second.resetDemoData()
    expect(await second.total()).toBe(50)

    expect(await (await reload()).total()).toBe(50)
  })

  it('starts from the seed when keeping is off, and drops the kept copy', async () => {
    const first = await reload()
    await first.remove(2)
    await first.saved()
    expect(await (await reload(false)).total()).toBe(50)
    expect(await (await reload()).total()).toBe(50)
  })

  it('falls back to the seed, with a warning, when the kept data is damaged', async () => {
    await set('stores', { format: 1, stores: 'garbage' }, openDatabase('nordlight-demo-data', 'kept'))
    expectConsole('warn', /damaged; using the seed/)
    expect(await (await reload()).total()).toBe(50)
  })

  it('falls back to the seed when one kept store is not what its seed is', async () => {
    const first = await reload()
    await first.remove(3)
    await first.saved()
    const { users } = await import('@fake-db/apps/user/data').then((m) => ({ users: m.createUsers() }))
    const stores = { [seedKey(users)]: 'not a list' }
    await set('stores', { format: 1, stores }, openDatabase('nordlight-demo-data', 'kept'))
    expectConsole('warn', /damaged; using the seed/)
    expect(await (await reload()).total()).toBe(50)
  })
})

describe('the seed version', () => {
  it('stays the same when only the day changes, and changes with the seed itself', () => {
    const seed = [{ id: 1, title: 'Call Ada', due: '2026-11-26T10:00:00.000Z' }]
    expect(seedKey([{ ...seed[0], due: '2026-12-01T09:30:00.000Z' }])).toBe(seedKey(seed))
    expect(seedKey([{ ...seed[0], title: 'Call Bea' }])).not.toBe(seedKey(seed))
    expect(seedKey([...seed, { ...seed[0], id: 2 }])).not.toBe(seedKey(seed))
  })
})
