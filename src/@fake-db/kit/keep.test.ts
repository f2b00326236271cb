import { get, set } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectConsole } from '@tests/console'
import { keptDatabase as database, reloadMock } from '@tests/keptDemo'
import type { UserListResponse } from '@/views/apps/user/contract'
import type * as idbKeyval from 'idb-keyval'
import type * as userData from '@fake-db/apps/user/data'

async function reload(keep = true, onDropped: () => void = () => undefined) {
  const page = await reloadMock(keep, onDropped)
  const api = page.mock.axiosInstance
  const list = async () => (await api.get<UserListResponse>('/api/users/list/data')).data
  const total = async () => (await list()).total
  const remove = (id: number) => api.delete('/apps/users/delete', { params: { id } })
  return { ...page, list, total, remove }
}

afterEach(async () => {
  vi.doUnmock('@fake-db/apps/user/data')
  vi.doUnmock('idb-keyval')
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

  it('answers a change once it is kept, so a reload right after keeps it', async () => {
    const order: string[] = []
    vi.doMock('idb-keyval', async (original) => {
      const real = await original<typeof idbKeyval>()
      // A slow disk: the write lands a timer later than the change.
      const set: typeof real.set = async (...args) => {
        await new Promise((resolve) => setTimeout(resolve, 20))
        await real.set(...args)
        order.push('kept')
      }
      return { ...real, set }
    })
    const first = await reload()
    await first.saved()
    order.length = 0
    await first.remove(4).then(() => order.push('answered'))
    await first.saved()
    expect(order).toEqual(['kept', 'answered'])
  })

  it('starts from the seed when keeping is off, and drops the kept copy', async () => {
    const first = await reload()
    await first.remove(2)
    await first.saved()
    expect(await (await reload(false)).total()).toBe(50)
    expect(await (await reload()).total()).toBe(50)
  })

  it('falls back to the seed, with a warning, when the kept data is damaged', async () => {
    await set('stores', { format: 2, stores: 'garbage' }, database())
    expectConsole('warn', /damaged; using the seed/)
    expect(await (await reload()).total()).toBe(50)
  })

  it('falls back to the seed when one kept store is not what its seed is', async () => {
    const first = await reload()
    await first.remove(3)
    await first.saved()
    await set('stores', { format: 2, stores: { users: { version: 1, data: 'not a list' } } }, database())
    expectConsole('warn', /damaged; using the seed/)
    expect(await (await reload()).total()).toBe(50)
  })
})

describe('named and versioned stores', () => {
  it('keeps the changes when a text of the seed is edited', async () => {
    const first = await reload()
    await first.remove(4)
    await first.saved()

    vi.doMock('@fake-db/apps/user/data', async (importOriginal) => {
      const original = await importOriginal<typeof userData>()
      const createUsers = () =>
        original
          .createUsers()
          .map((user, i) => (i === 0 ? { ...user, company: `${user.company} (fixed)` } : user))
      return { ...original, createUsers }
    })
    const onDropped = vi.fn()
    const edited = await reload(true, onDropped)
    expect(await edited.total()).toBe(49)
    expect(onDropped).not.toHaveBeenCalled()
  })

  it('drops the kept changes of another version of a store, and says so once', async () => {
    const first = await reload()
    await first.remove(5)
    await first.saved()
    const record = await get<{ stores: Record<string, { version: number; data: unknown }> }>(
      'stores',
      database()
    )
    const users = record!.stores.users!
    await set(
      'stores',
      { format: 2, stores: { ...record!.stores, users: { ...users, version: 0 } } },
      database()
    )

    const onDropped = vi.fn()
    const next = await reload(true, onDropped)
    expect(await next.total()).toBe(50)
    expect(onDropped).toHaveBeenCalledTimes(1)
    expect(onDropped).toHaveBeenCalledWith('version')
    await next.saved()
    const after = await get<{ stores: Record<string, unknown> }>('stores', database())
    expect(after!.stores.users).toBeUndefined()
  })

  it('drops what an older kit kept, whose stores had no names, and says so', async () => {
    await set('stores', { format: 1, stores: { '1x2y-3z': [{ id: 1 }] } }, database())
    const onDropped = vi.fn()
    const page = await reload(true, onDropped)
    expect(await page.total()).toBe(50)
    expect(onDropped).toHaveBeenCalledTimes(1)
    await page.saved()
    expect(await get('stores', database())).toBeUndefined()
  })

  it('refuses two stores of one name', async () => {
    const { createStore } = await import('./store')
    await import('@fake-db')
    expect(() => createStore('users', async () => [])).toThrow(/Two stores are named "users"/)
  })
})
