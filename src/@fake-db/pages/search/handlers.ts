import {
  bookmarkUpdateRequestSchema,
  bookmarkUpdateResponseSchema,
  bookmarksAnswerSchema,
  searchAnswerSchema,
  type SearchResponse
} from '@/views/search/contract'
import { get, post, type RouteDef } from '../../route'
import { createStore, ok, parse } from '../../utils'

// Version 2: the server keeps bookmarked addresses, not the pages themselves.
const store = createStore(
  'search',
  () => import('./data').then(({ bookmarks, files, contacts }) => ({ bookmarks, files, contacts })),
  { version: 2 }
)

const searchLimit = 4
type SearchGroups = SearchResponse['searchArr']

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(
    '/api/main-search/data',
    async () => {
      const { files, contacts } = await store.get()
      return ok({
        searchArr: [
          { groupTitle: 'Files', searchLimit, data: files },
          { groupTitle: 'Contacts', searchLimit, data: contacts }
        ] satisfies SearchGroups
      })
    },
    { permission: 'signedIn', answer: searchAnswerSchema }
  ),
  get('/api/bookmarks/data', async () => ok({ bookmarks: (await store.get()).bookmarks }), {
    permission: 'signedIn',
    answer: bookmarksAnswerSchema
  }),
  post(
    '/api/bookmarks/update',
    async (req) => {
      const { link } = parse(bookmarkUpdateRequestSchema, req.body)
      const data = await store.get()
      const isBookmarked = !data.bookmarks.includes(link)
      data.bookmarks = isBookmarked ? [...data.bookmarks, link] : data.bookmarks.filter((b) => b !== link)
      return ok({ link, isBookmarked })
    },
    { permission: 'signedIn', answer: bookmarkUpdateResponseSchema, body: bookmarkUpdateRequestSchema }
  )
]
