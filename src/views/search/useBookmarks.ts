import { useMemo } from 'react'
import { mayOpen } from '@core/app/pages'
import { useAbility } from '@/configs/acl/useAbility'
import { useGetBookmarksQuery } from './api'
import { registeredPages, useTranslatedPages } from './pages'

const none: readonly string[] = []

/** The searchable pages this user may open: the search never offers a page that would say "not authorized". */
function useOpenablePages() {
  const ability = useAbility()
  return useMemo(
    () => registeredPages.filter((page) => mayOpen(page, (action, subject) => ability.can(action, subject))),
    [ability]
  )
}

/** The bookmarked pages the user may open, in page order, titled in the reader's language (suspends for them). */
export function useBookmarks() {
  const query = useGetBookmarksQuery()
  const links = query.data?.bookmarks ?? none
  const openable = useOpenablePages()
  const marked = useMemo(() => openable.filter((page) => links.includes(page.link)), [openable, links])
  return { query, links, bookmarks: useTranslatedPages(marked, links) }
}

/** Every searchable page the user may open, titled in the reader's language (suspends for their namespaces). */
export function useAllPages(links: readonly string[]) {
  return useTranslatedPages(useOpenablePages(), links)
}
