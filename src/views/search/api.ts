import { answeredBy, api, overrideExisting } from '@/redux/api'
import { safeBookmarksResponse, safeSearchResponse } from './results'
import type {
  BookmarkUpdateRequest,
  BookmarkUpdateResponse,
  BookmarksResponse,
  SearchPageItem,
  SearchResponse
} from './contract'
import { bookmarkUpdateResponseSchema, bookmarksAnswerSchema, searchAnswerSchema } from './contract'

/** The server keeps `bookmarks` in page (id) order, and so do we. */
function flipInBookmarks(draft: BookmarksResponse, id: number): void {
  const page = draft.suggestions.find((p) => p.id === id)
  if (!page) return
  page.isBookmarked = !page.isBookmarked
  draft.bookmarks = draft.suggestions.filter((p) => p.isBookmarked)
}

function flipInSearch(draft: SearchResponse, id: number): void {
  const page: SearchPageItem | undefined = draft.searchArr[0].data.find((p) => p.id === id)
  if (page) page.isBookmarked = !page.isBookmarked
}

const withTags = api.enhanceEndpoints({ addTagTypes: ['Bookmark'] })

export const searchApi = withTags.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getSearchData: build.query<SearchResponse, void>({
      query: () => ({ url: '/api/main-search/data' }),
      ...answeredBy(searchAnswerSchema),
      // Records are checked one by one, and a page whose link leaves the app is dropped.
      transformResponse: safeSearchResponse
    }),
    getBookmarks: build.query<BookmarksResponse, void>({
      query: () => ({ url: '/api/bookmarks/data' }),
      ...answeredBy(bookmarksAnswerSchema),
      transformResponse: safeBookmarksResponse,
      providesTags: ['Bookmark']
    }),
    toggleBookmark: build.mutation<BookmarkUpdateResponse, BookmarkUpdateRequest>({
      query: (body) => ({ url: '/api/bookmarks/update', method: 'post', data: body }),
      ...answeredBy(bookmarkUpdateResponseSchema),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }): Promise<void> {
        const patches = [
          dispatch(
            searchApi.util.updateQueryData('getBookmarks', undefined, (draft) => flipInBookmarks(draft, id))
          ),
          dispatch(
            searchApi.util.updateQueryData('getSearchData', undefined, (draft) => flipInSearch(draft, id))
          )
        ]
        try {
          await queryFulfilled
        } catch {
          // Rolled back here; the screen that asked tells the user (it knows the page's title).
          for (const patch of patches) patch.undo()
        }
      },
      // Refetch afterwards anyway: the server's list is the truth (another tab may have changed it).
      invalidatesTags: ['Bookmark']
    })
  })
})

export const { useGetSearchDataQuery, useGetBookmarksQuery, useToggleBookmarkMutation } = searchApi
