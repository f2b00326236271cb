import { afterEach, describe, expect, it, vi } from 'vitest'
import { basePath } from '../../build/basePath'

describe('the base path', () => {
  it('always has one slash at each end', () => {
    expect(
      [undefined, '', '/', 'admin', '/admin', 'admin/', '//team/admin//'].map((raw) => basePath(raw ?? ''))
    ).toEqual(['/', '/', '/', '/admin/', '/admin/', '/admin/', '/team/admin/'])
  })
})

describe('an app built for /admin/', () => {
  afterEach(() => vi.unstubAllEnvs())

  const underAdmin = async () => {
    vi.stubEnv('BASE_URL', '/admin/')
    vi.resetModules()
    return {
      env: await import('@/configs/env'),
      fakeDb: await import('@fake-db'),
      publicUrl: (await import('@/utility/publicUrl')).publicUrl
    }
  }

  it('names the files of public/ under it', async () => {
    const { publicUrl } = await underAdmin()
    expect(publicUrl('images/avatars/1.svg')).toBe('/admin/images/avatars/1.svg')
  })

  it('answers with seed pictures under it', async () => {
    const api = (await underAdmin()).fakeDb.mock.axiosInstance
    const users = (await api.get<{ avatar: string }[]>('/api/users/list/all-data')).data
    const avatars = users.map((user) => user.avatar).filter(Boolean)
    expect(avatars.length).toBeGreaterThan(0)
    expect(avatars.every((avatar) => avatar.startsWith('/admin/images/avatars/'))).toBe(true)
  })

  it('routes the address bar without the base path', async () => {
    const { appPath } = (await underAdmin()).env
    expect(['/admin/apps/user/list', '/admin/', '/admin', '/administrator'].map(appPath)).toEqual([
      '/apps/user/list',
      '/',
      '/',
      '/administrator'
    ])
  })

  it('answers mock calls named with or without the base path', async () => {
    const api = (await underAdmin()).fakeDb.mock.axiosInstance
    const answers = await Promise.all(
      ['/admin/apps/todo/tasks', '/apps/todo/tasks'].map((url) => api.get(url))
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers[0]!.data).toEqual(answers[1]!.data)
  })
})
