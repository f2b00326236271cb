import { useMemo } from 'react'
import { useGetBookmarksQuery } from './api'
import { registeredPages, useTranslatedPages } from './pages'

const none: readonly string[] = []

/** The bookmarked pages in page order, titled in the reader's language (suspends for their namespaces). */
export function useBookmarks() {
  const query = useGetBookmarksQuery()
  const links = query.data?.bookmarks ?? none
  const marked = useMemo(() => registeredPages.filter((page) => links.includes(page.link)), [links])
  return { query, links, bookmarks: useTranslatedPages(marked, links) }
}

/** Every searchable page, titled in the reader's language (suspends until all their namespaces are loaded). */
export function useAllPages(links: readonly string[]) {
  return useTranslatedPages(registeredPages, links)
}
