import { afterEach, describe, expect, it, vi } from 'vitest'
import { basePath, publicUrls } from '../../build/basePath'

const transform = (base: string, code: string, id = '/repo/src/views/x.tsx') => {
  const hook = publicUrls(base).transform as (code: string, id: string) => { code: string } | null
  return hook(code, id)?.code ?? code
}

describe('the base path', () => {
  it('always has one slash at each end', () => {
    expect(
      [undefined, '', '/', 'admin', '/admin', 'admin/', '//team/admin//'].map((raw) => basePath(raw ?? ''))
    ).toEqual(['/', '/', '/', '/admin/', '/admin/', '/admin/', '/team/admin/'])
  })

  it('moves public file URLs in source code under it, and nothing else', () => {
    const code =
      "const a = '/images/avatars/1.svg'; const b = `/media/${name}.mp4`; const c = '/apps/images/'"
    expect(transform('/admin/', code)).toBe(
      "const a = '/admin/images/avatars/1.svg'; const b = `/admin/media/${name}.mp4`; const c = '/apps/images/'"
    )
    expect(transform('/', code)).toBe(code)
    expect(transform('/admin/', code, '/repo/node_modules/lib/index.js')).toBe(code)
  })
})

describe('an app built for /admin/', () => {
  afterEach(() => vi.unstubAllEnvs())

  const underAdmin = async () => {
    vi.stubEnv('BASE_URL', '/admin/')
    vi.resetModules()
    return { env: await import('@/configs/env'), fakeDb: await import('@fake-db') }
  }

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
