import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AxiosInstance } from 'axios'
import { matchPath } from 'react-router-dom'
import { areas } from '@/views/areas'
import type { BookmarksResponse, BookmarkUpdateResponse, SearchResponse } from '@/views/search/contract'

let api: AxiosInstance

async function call<T = unknown>(method: 'get' | 'post', url: string, data?: unknown) {
  const { status, data: body } = await api.request<T>({ method, url, data, validateStatus: () => true })
  return { status, body }
}

const bookmarks = async () => (await call<BookmarksResponse>('get', '/api/bookmarks/data')).body

beforeEach(async () => {
  vi.resetModules()
  api = (await import('@fake-db')).mock.axiosInstance
})

describe('GET /api/main-search/data', () => {
  it('gives Pages, Files and Contacts, each limited to 4 results', async () => {
    const { status, body } = await call<SearchResponse>('get', '/api/main-search/data')
    expect(status).toBe(200)
    expect(body.searchArr.map((g) => [g.groupTitle, g.searchLimit])).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4]
    ])
    const [pages, files, contacts] = body.searchArr
    expect(files.data.length).toBeGreaterThanOrEqual(8)
    expect(contacts.data.length).toBeGreaterThanOrEqual(8)
    for (const file of files.data) expect(Object.keys(file).sort()).toEqual(['by', 'file', 'size', 'title'])
    for (const contact of contacts.data)
      expect(Object.keys(contact).sort()).toEqual(['date', 'email', 'img', 'title'])
    expect(pages.data.map((p) => p.link)).toEqual(
      expect.arrayContaining([
        '/',
        '/apps/invoice/list',
        '/access-control',
        '/pages/login-basic',
        '/misc/error',
        '/page-layout/layout-blank'
      ])
    )
    expect(pages.data.find((p) => p.link === '/')).toMatchObject({
      title: 'eCommerce Dashboard',
      icon: 'ShoppingCart',
      target: 'home'
    })
  })

  it('lists only the routes the app has, so no result leads to a 404', async () => {
    const pages = (await call<SearchResponse>('get', '/api/main-search/data')).body.searchArr[0].data
    const links = pages.map((p) => p.link)
    // Every entry (the areas' searchPages) opens a screen some registered area declares.
    const paths = areas.flatMap((area) => area.routes.map((route) => route.path))
    expect(links.length).toBeGreaterThanOrEqual(areas.length)
    for (const link of links)
      expect(
        paths.some((path) => matchPath(path, link)),
        link
      ).toBe(true)
  })

  it('lists pages with unique ids, targets and links, and a lucide icon name each', async () => {
    const pages = (await call<SearchResponse>('get', '/api/main-search/data')).body.searchArr[0].data
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length)
    expect(new Set(pages.map((p) => p.target)).size).toBe(pages.length)
    expect(new Set(pages.map((p) => p.link)).size).toBe(pages.length)
    for (const page of pages) {
      expect(page.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/)
      expect(page.link.startsWith('/')).toBe(true)
      expect(page.title).not.toBe('')
    }
  })
})

describe('GET /api/bookmarks/data', () => {
  it('gives every page as suggestions and the bookmarked ones', async () => {
    const { suggestions, bookmarks: marked } = await bookmarks()
    expect(marked.map((b) => b.link).sort()).toEqual([
      '/access-control',
      '/apps/invoice/list',
      '/apps/user/list',
      '/page-layout/layout-boxed'
    ])
    expect(marked.every((b) => b.isBookmarked)).toBe(true)
    expect(suggestions.filter((s) => s.isBookmarked)).toEqual(marked)
  })
})

describe('POST /api/bookmarks/update', () => {
  it('toggles a page on and off, and search shows the same state', async () => {
    const collapseMenu = (await bookmarks()).suggestions.find((s) => s.link === '/page-layout/collapse-menu')!
    expect(collapseMenu.isBookmarked).toBe(false)
    const on = await call<BookmarkUpdateResponse>('post', '/api/bookmarks/update', { id: collapseMenu.id })
    expect(on).toEqual({ status: 200, body: { bookmark: { ...collapseMenu, isBookmarked: true } } })
    expect((await bookmarks()).bookmarks.map((b) => b.link)).toContain('/page-layout/collapse-menu')
    const search = (await call<SearchResponse>('get', '/api/main-search/data')).body.searchArr[0].data
    expect(search.find((p) => p.id === collapseMenu.id)?.isBookmarked).toBe(true)

    await call('post', '/api/bookmarks/update', { id: String(collapseMenu.id) })
    expect((await bookmarks()).bookmarks.map((b) => b.link)).not.toContain('/page-layout/collapse-menu')
  })

  it.each([
    [{ id: 9999 }, 404, 'Page not found'],
    [{}, 400, 'id is required'],
    [{ id: 'home' }, 400, 'id must be a whole number'],
    [{ id: true }, 400, 'id must be a whole number'],
    ['3', 400, 'The request body must be a JSON object']
  ])('rejects %j with %i and changes nothing', async (data, status, error) => {
    const before = await bookmarks()
    expect(await call('post', '/api/bookmarks/update', data)).toEqual({ status, body: { error } })
    expect(await bookmarks()).toEqual(before)
  })
})
