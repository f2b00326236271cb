import { useMemo } from 'react'
import { useGetBookmarksQuery, useGetSearchDataQuery } from './api'
import { searchResults, suggestionGroup } from './results'

/** Option ids are prefixed so several overlays never share an id. */
export function useSearchResults(query: string, prefix: string) {
  const search = useGetSearchDataQuery()
  const bookmarks = useGetBookmarksQuery()
  const typed = query.trim() !== ''
  const groups = useMemo(() => {
    if (typed) return search.data ? searchResults(search.data, query, prefix) : []
    return suggestionGroup(bookmarks.data?.bookmarks ?? [], prefix)
  }, [typed, query, search.data, bookmarks.data, prefix])
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups])
  const bookmarkedIds = useMemo(
    () => new Set((bookmarks.data?.bookmarks ?? []).map((p) => p.id)),
    [bookmarks.data]
  )
  return { search, typed, groups, options, bookmarkedIds }
}

export type SearchResults = ReturnType<typeof useSearchResults>
