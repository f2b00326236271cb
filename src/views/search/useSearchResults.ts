import { useMemo } from 'react'
import { useGetSearchDataQuery } from './api'
import { searchResults, suggestionGroup } from './results'
import { useAllPages, useBookmarks } from './useBookmarks'

/** Option ids are prefixed so several overlays never share an id. */
export function useSearchResults(query: string, prefix: string) {
  const search = useGetSearchDataQuery()
  const { links, bookmarks } = useBookmarks()
  const pages = useAllPages(links)
  const typed = query.trim() !== ''
  const groups = useMemo(() => {
    if (typed) return search.data ? searchResults(pages, search.data, query, prefix) : []
    return suggestionGroup(bookmarks, prefix)
  }, [typed, query, search.data, pages, bookmarks, prefix])
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups])
  const bookmarkedIds = useMemo(() => new Set(bookmarks.map((p) => p.id)), [bookmarks])
  return { search, typed, groups, options, bookmarkedIds }
}

export type SearchResults = ReturnType<typeof useSearchResults>
