import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { IconName, SearchablePage } from '@core/app/defineApp'
import { areas } from '@/views/areas'

/** A page the navbar search and the bookmarks list: a registered screen with its translated title. */
export interface SearchPageItem {
  id: number
  target: string
  title: string
  icon: IconName
  link: string
  isBookmarked: boolean
}

type RegisteredPage = SearchablePage & { id: number; target: string }

function targetOf(link: string): string {
  const words = link.split(/[/-]/).filter(Boolean)
  if (words.length === 0) return 'home'
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('')
}

/** Every searchable screen of the registered areas, in the area list's order. */
export const registeredPages: RegisteredPage[] = areas
  .flatMap((area) => area.pages)
  .map((page, index) => ({ ...page, id: index + 1, target: targetOf(page.link) }))

const namespaceOf = (page: SearchablePage) => page.title.split(':')[0]!

/** Suspends until the pages' namespaces are loaded, so a title never shows as its key. */
export function useTranslatedPages(pages: RegisteredPage[], bookmarked: readonly string[]): SearchPageItem[] {
  const namespaces = useMemo(() => [...new Set(pages.map(namespaceOf))], [pages])
  const { t } = useTranslation(namespaces)
  return useMemo(() => {
    const marked = new Set(bookmarked)
    return pages.map(({ id, target, title, icon, link }) => ({
      id,
      target,
      title: t(title),
      icon,
      link,
      isBookmarked: marked.has(link)
    }))
  }, [pages, bookmarked, t])
}
