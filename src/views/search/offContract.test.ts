import { afterEach, describe, expect, it, vi } from 'vitest'
import '@fake-db'
import { makeStore } from '@/redux/store'
import { invalidAnswer } from '@/utility/apiErrors'
import { answerWith } from '@tests/answers'
import { searchApi } from './api'

afterEach(() => vi.restoreAllMocks())

const searchData = '/api/main-search/data'
const bookmarksData = '/api/bookmarks/data'

describe('search and bookmark answers off contract', () => {
  it('leaves out the records that do not match and keeps the rest', async () => {
    answerWith([searchData], 200, (real) => {
      const [files, contacts] = (real as { searchArr: { data: unknown[] }[] }).searchArr
      files!.data.unshift({ title: 42 })
      contacts!.data.unshift({ title: 'Mallory', email: 'm@x.io', img: 'javascript:alert(1)', date: '' })
      return real
    })
    const store = makeStore()
    const { data } = await store.dispatch(searchApi.endpoints.getSearchData.initiate())
    const [files, contacts] = data!.searchArr
    expect(files.data.length).toBeGreaterThan(0)
    expect(files.data.map((file) => file.title)).not.toContain(42)
    expect(contacts.data.map((contact) => contact.title)).not.toContain('Mallory')
  })

  type Store = ReturnType<typeof makeStore>
  it.each([
    [
      bookmarksData,
      { bookmarks: 'all of them' },
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
