import 'fake-indexeddb/auto'
import { createStore as openDatabase, get } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectConsole } from '@tests/console'
import type { NotificationListResponse } from '@/utility/notifications.contract'
import type { UserListResponse } from '@/views/apps/user/contract'
import type * as idbKeyval from 'idb-keyval'
import type * as userData from '@fake-db/apps/user/data'

/** Each fresh import of the mock is one tab; the tabs share IndexedDB and hear each other's notices. */

const database = () => openDatabase('nordlight-demo-data', 'kept')
const tabs: { close: () => Promise<void> }[] = []

async function openTab() {
  vi.resetModules()
  const fakeDb = await import('@fake-db')
  const keeping = await import('./keep')
  const shared = await import('./keepShared')
  const changed = vi.fn()
  const problems = vi.fn()
  fakeDb.onDemoDataChangedElsewhere(changed)
  fakeDb.onKeptChangesDropped(problems)
  await fakeDb.keepDemoChanges(true)
  const api = fakeDb.mock.axiosInstance
  const total = async () => (await api.get<UserListResponse>('/api/users/list/data')).data.total
  const remove = async (id: number) => {
    await api.delete('/apps/users/delete', { params: { id } })
    await keeping.keptSaved()
  }
  const tab = {
    ...fakeDb,
    changed,
    problems,
    total,
    remove,
    close: async () => {
      await keeping.keptSaved()
      shared.closeKeptChannel()
    }
  }
  tabs.push(tab)
  return tab
}

afterEach(async () => {
  await Promise.all(tabs.splice(0).map((tab) => tab.close()))
  vi.doUnmock('@fake-db/apps/user/data')
  vi.doUnmock('idb-keyval')
  const last = await openTab()
  await last.keepDemoChanges(false)
  await last.close()
  tabs.length = 0
})

describe('kept demo changes across tabs', () => {
  it('keeps the changes of both tabs, and the other tab shows the first one at once', async () => {
    const first = await openTab()
    const second = await openTab()
    expect([await first.total(), await second.total()]).toEqual([50, 50])
    await first.remove(1)
    await vi.waitFor(() => expect(second.changed).toHaveBeenCalled())
    expect(await second.total()).toBe(49)
    await second.remove(2)
    expect(await (await openTab()).total()).toBe(48)
  })

  it('resets every tab, and no other tab brings the old data back', async () => {
    const first = await openTab()
    const second = await openTab()
    await first.remove(3)
    await vi.waitFor(() => expect(second.changed).toHaveBeenCalledTimes(1))
    await first.resetDemoData()
    await vi.waitFor(() => expect(second.changed).toHaveBeenCalledTimes(2))
    expect(await second.total()).toBe(50)
    await second.remove(4)
    expect(await (await openTab()).total()).toBe(49)
  })

  it('tells the other tab what changed, as one notification the tab that changed it leaves out', async () => {
    const first = await openTab()
    const second = await openTab()
    const changes = async (tab: typeof first) => {
      const { data } = await tab.mock.axiosInstance.get<NotificationListResponse>('/notifications/items')
      return data.notifications.filter((item) => item.kind === 'change')
    }
    const before = (await changes(second)).length
    await first.remove(7)
    await vi.waitFor(() =>
      expect(second.changed).toHaveBeenCalledWith([
        expect.objectContaining({ app: 'users', entity: 'user', recordId: '7', action: 'deleted' })
      ])
    )
    expect(await changes(second)).toHaveLength(before + 1)
    expect((await changes(second))[0]).toMatchObject({ elsewhere: true, app: 'users', action: 'deleted' })
    // The notification is kept, so the first tab hears of it too, and leaves it out.
    await vi.waitFor(() => expect(first.changed).toHaveBeenCalledWith([]))
    expect(await changes(first)).toHaveLength(before)
  })

  it('tells the user when the browser has no room, and keeps the change in memory', async () => {
    vi.doMock('idb-keyval', async (importOriginal) => ({
      ...(await importOriginal<typeof idbKeyval>()),
      set: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
    }))
    expectConsole('warn', /could not be kept/)
    const tab = await openTab()
    await tab.remove(5)
    expect(tab.problems).toHaveBeenCalledWith('quota')
    expect(await tab.total()).toBe(49)
  })

  it('does not keep 50,000 records, says so, and the tab goes on with them in memory', async () => {
    vi.doMock('@fake-db/apps/user/data', async (importOriginal) => {
      const original = await importOriginal<typeof userData>()
      const seed = original.createUsers()
      const createUsers = () =>
        Array.from({ length: 50_000 }, (_, i) => ({ ...seed[i % seed.length]!, id: i + 1 }))
      return { ...original, createUsers }
    })
    const tab = await openTab()
    await tab.remove(6)
    expect(tab.problems).toHaveBeenCalledWith('capped')
    expect(await tab.total()).toBe(49_999)
    const record = await get<{ stores: Record<string, unknown> }>('stores', database())
    expect(record?.stores.users).toBeUndefined()
  })
})
