import { useMemo, useState } from 'react'
import { useGetSearchDataQuery } from './api'
import { usePaletteCommands } from './commands'
import { commandResults, searchResults, suggestionGroup, type ResultGroup } from './results'
import { readRecentCommands } from './recentCommands'
import { useAllPages, useBookmarks } from './useBookmarks'

/** Option ids are prefixed so several overlays never share an id. */
export function useSearchResults(query: string, prefix: string) {
  const search = useGetSearchDataQuery()
  const { links, bookmarks } = useBookmarks()
  const pages = useAllPages(links)
  const commands = usePaletteCommands()
  // Read as the palette opens: what runs now counts from the next opening.
  const [recent] = useState(readRecentCommands)
  const typed = query.trim() !== ''
  const groups = useMemo(() => {
    const actions = commandResults(commands, query, prefix, recent)
    if (!typed) return [...suggestionGroup(bookmarks, prefix), ...actions]
    if (!search.data) return []
    // Commands right after pages: the files and contacts the server finds come last.
    const found = searchResults(pages, search.data, query, prefix)
    const isPages = (group: ResultGroup) => group.key === 'pages'
    return [...found.filter(isPages), ...actions, ...found.filter((group) => !isPages(group))]
  }, [typed, query, search.data, pages, bookmarks, commands, prefix, recent])
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups])
  const bookmarkedIds = useMemo(() => new Set(bookmarks.map((p) => p.id)), [bookmarks])
  return { search, typed, groups, options, bookmarkedIds }
}

export type SearchResults = ReturnType<typeof useSearchResults>
