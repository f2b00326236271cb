import { answeredBy, api, overrideExisting } from '@/redux/api'
import { safeSearchResponse } from './results'
import type {
  BookmarkUpdateRequest,
  BookmarkUpdateResponse,
  BookmarksResponse,
  SearchResponse
} from './contract'
import { bookmarkUpdateResponseSchema, bookmarksAnswerSchema, searchAnswerSchema } from './contract'

function flipInBookmarks(draft: BookmarksResponse, link: string): void {
  draft.bookmarks = draft.bookmarks.includes(link)
    ? draft.bookmarks.filter((marked) => marked !== link)
    : [...draft.bookmarks, link]
}

const withTags = api.enhanceEndpoints({ addTagTypes: ['Bookmark'] })

export const searchApi = withTags.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getSearchData: build.query<SearchResponse, void>({
      query: () => ({ url: '/api/main-search/data' }),
      ...answeredBy(searchAnswerSchema),
      // Records are checked one by one.
      transformResponse: safeSearchResponse
    }),
    getBookmarks: build.query<BookmarksResponse, void>({
      query: () => ({ url: '/api/bookmarks/data' }),
      ...answeredBy(bookmarksAnswerSchema),
      providesTags: ['Bookmark']
    }),
    toggleBookmark: build.mutation<BookmarkUpdateResponse, BookmarkUpdateRequest>({
      query: (body) => ({ url: '/api/bookmarks/update', method: 'post', data: body }),
      ...answeredBy(bookmarkUpdateResponseSchema),
      async onQueryStarted({ link }, { dispatch, queryFulfilled }): Promise<void> {
        const patch = dispatch(
          searchApi.util.updateQueryData('getBookmarks', undefined, (draft) => flipInBookmarks(draft, link))
        )
        try {
          await queryFulfilled
        } catch {
          // Rolled back here; the screen that asked tells the user (it knows the page's title).
          patch.undo()
        }
      },
      // Refetch afterwards anyway: the server's list is the truth (another tab may have changed it).
      invalidatesTags: ['Bookmark']
    })
  })
})

export const { useGetSearchDataQuery, useGetBookmarksQuery, useToggleBookmarkMutation } = searchApi
