import { afterEach, describe, expect, it, vi } from 'vitest'
import '@fake-db'
import { makeStore } from '@/redux/store'
import { invalidAnswer } from '@/utility/apiErrors'
import { answerWith } from '@tests/answers'
import { pages as seedPages } from '@tests/searchSeed'
import { searchApi } from './api'

afterEach(() => vi.restoreAllMocks())

const searchData = '/api/main-search/data'
const bookmarksData = '/api/bookmarks/data'

describe('search and bookmark answers off contract', () => {
  it('leaves out the records that do not match and keeps the rest', async () => {
    answerWith([searchData], 200, (real) => {
      const [pages, files, contacts] = (real as { searchArr: { data: unknown[] }[] }).searchArr
      pages!.data.unshift(
        { id: 'x', title: null },
        { ...(pages!.data[0] as object), link: 'javascript:alert(1)' }
      )
      files!.data.unshift({ title: 42 })
      contacts!.data.unshift({ title: 'Mallory', email: 'm@x.io', img: 'javascript:alert(1)', date: '' })
      return real
    })
    const store = makeStore()
    const { data } = await store.dispatch(searchApi.endpoints.getSearchData.initiate())
    const [pages, files, contacts] = data!.searchArr
    expect(pages.data.every((page) => typeof page.id === 'number' && page.link.startsWith('/'))).toBe(true)
    expect(pages.data).toHaveLength(seedPages.length)
    expect(files.data.map((file) => file.title)).not.toContain(42)
    expect(contacts.data.map((contact) => contact.title)).not.toContain('Mallory')
  })

  type Store = ReturnType<typeof makeStore>
  it.each([
    [
      bookmarksData,
      { suggestions: 'all of them' },
      (store: Store) => store.dispatch(searchApi.endpoints.getBookmarks.initiate())
    ],
    [
      searchData,
      { searchArr: [] },
      (store: Store) => store.dispatch(searchApi.endpoints.getSearchData.initiate())
    ]
  ] as const)(
    'makes an answer of the wrong shape from %s a failed call the screen can retry',
    async (url, answer, load) => {
      answerWith([url], 200, () => answer)
      const { error } = await load(makeStore())
      expect(error).toMatchObject({ status: invalidAnswer })
    }
  )
})
