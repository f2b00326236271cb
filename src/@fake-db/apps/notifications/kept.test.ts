import { afterEach, describe, expect, it } from 'vitest'
import { reloadMock } from '@tests/keptDemo'
import type { NotificationListResponse } from '@/utility/notifications.contract'

async function reload(keep = true) {
  const page = await reloadMock(keep)
  const api = page.mock.axiosInstance
  const { data } = await api.post<{ accessToken: string }>('/jwt/login', {
    email: 'admin@demo.com',
    password: 'admin'
  })
  api.defaults.headers.common.Authorization = `Bearer ${data.accessToken}`
  const list = async () => (await api.get<NotificationListResponse>('/notifications/items')).data
  return { ...page, api, list }
}

afterEach(async () => {
  const page = await reload(false)
  await page.saved()
})

describe('notifications with "Keep demo changes"', () => {
  it('keeps what was read and what a failed call added across a reload', async () => {
    const first = await reload()
    expect((await first.list()).unread).toBe(3)
    await first.api.post('/notifications/read-all')
    first.setMockOptions({ failFamily: 'kanban' })
    await first.api.get('/apps/kanban/boards').catch(() => undefined)
    first.setMockOptions({ failFamily: '' })
    await first.saved()

    const second = await reload()
    const { unread, notifications } = await second.list()
    expect(unread).toBe(1)
    expect(notifications[0]).toMatchObject({ kind: 'failure', title: 'GET /apps/kanban/boards', count: 1 })
  })
})
