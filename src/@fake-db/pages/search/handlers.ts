import type { SearchResponse } from '@/views/search/contract'
import {
  bookmarkUpdateResponseSchema,
  bookmarksAnswerSchema,
  searchAnswerSchema
} from '@/views/search/contract'
import { z } from 'zod'
import { idSchema } from '@/utility/contract'
import { get, post } from '../../route'
import { badRequest, createStore, notFound, ok, readBody, readId } from '../../utils'

const store = createStore('search', () =>
  import('./data').then(({ pages, files, contacts }) => ({ pages, files, contacts }))
)

const searchLimit = 4
type SearchGroups = SearchResponse['searchArr']

get(
  '/api/main-search/data',
  async () => {
    const { pages, files, contacts } = await store.get()
    return ok({
      searchArr: [
        { groupTitle: 'Pages', searchLimit, data: pages },
        { groupTitle: 'Files', searchLimit, data: files },
        { groupTitle: 'Contacts', searchLimit, data: contacts }
      ] satisfies SearchGroups
    })
  },
  { answer: searchAnswerSchema }
)

get(
  '/api/bookmarks/data',
  async () => {
    const { pages } = await store.get()
    return ok({ suggestions: pages, bookmarks: pages.filter((page) => page.isBookmarked) })
  },
  { answer: bookmarksAnswerSchema }
)

post(
  '/api/bookmarks/update',
  async (req) => {
    const body = readBody(req.body)
    if (!body.ok) return badRequest(body.error)
    const id = readId(body.value.id)
    if (!id.ok) return badRequest(id.error)
    const page = (await store.get()).pages.find((p) => p.id === id.value)
    if (!page) return notFound('page')
    page.isBookmarked = !page.isBookmarked
    return ok({ bookmark: page })
  },
  { answer: bookmarkUpdateResponseSchema, body: z.object({ id: idSchema }) }
)
