import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AxiosInstance } from 'axios'
import type { BookmarkUpdateResponse, BookmarksResponse, SearchResponse } from '@/views/search/contract'

let api: AxiosInstance

async function call<T = unknown>(method: 'get' | 'post', url: string, data?: unknown) {
  const { status, data: body } = await api.request<T>({ method, url, data, validateStatus: () => true })
  return { status, body }
}

const bookmarks = async () => (await call<BookmarksResponse>('get', '/api/bookmarks/data')).body.bookmarks

beforeEach(async () => {
  vi.resetModules()
  api = (await import('@fake-db')).mock.axiosInstance
})

describe('GET /api/main-search/data', () => {
  it('gives Files and Contacts (the pages are the app’s own), each limited to 4 results', async () => {
    const { status, body } = await call<SearchResponse>('get', '/api/main-search/data')
    expect(status).toBe(200)
    expect(body.searchArr.map((g) => [g.groupTitle, g.searchLimit])).toEqual([
      ['Files', 4],
      ['Contacts', 4]
    ])
    const [files, contacts] = body.searchArr
    expect(files.data.length).toBeGreaterThanOrEqual(8)
    expect(contacts.data.length).toBeGreaterThanOrEqual(8)
    for (const file of files.data) expect(Object.keys(file).sort()).toEqual(['by', 'file', 'size', 'title'])
    for (const contact of contacts.data)
      expect(Object.keys(contact).sort()).toEqual(['date', 'email', 'img', 'title'])
  })
})

describe('GET /api/bookmarks/data', () => {
  it('gives the bookmarked pages’ addresses', async () => {
    expect((await bookmarks()).sort()).toEqual([
      '/access-control',
      '/apps/invoice/list',
      '/apps/user/list',
      '/page-layout/layout-boxed'
    ])
  })
})

describe('POST /api/bookmarks/update', () => {
  it('toggles a page on and off', async () => {
    const link = '/page-layout/collapse-menu'
    const on = await call<BookmarkUpdateResponse>('post', '/api/bookmarks/update', { link })
    expect(on).toEqual({ status: 200, body: { link, isBookmarked: true } })
    expect(await bookmarks()).toContain(link)

    const off = await call<BookmarkUpdateResponse>('post', '/api/bookmarks/update', { link })
    expect(off).toEqual({ status: 200, body: { link, isBookmarked: false } })
    expect(await bookmarks()).not.toContain(link)
  })

  it.each([
    [{}, { error: 'link is required', code: 'required', field: 'link' }],
    [{ link: 'home' }, { error: 'link is not valid', code: 'invalid', field: 'link' }],
    [{ link: 7 }, { error: 'link must be a string', code: 'type', field: 'link' }],
    ['3', { error: 'The request body must be a JSON object', code: 'malformed' }]
  ])('rejects %j with 400 and changes nothing', async (data, body) => {
    const before = await bookmarks()
    expect(await call('post', '/api/bookmarks/update', data)).toEqual({ status: 400, body })
    expect(await bookmarks()).toEqual(before)
  })
})
