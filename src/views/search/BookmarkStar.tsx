import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SearchPageItem } from './pages'

interface Props {
  page: SearchPageItem
  bookmarked: boolean
  onToggle: (page: SearchPageItem) => void
  /** -1 keeps it out of the tab order where another key already reaches it (the results list). */
  tabIndex?: number
}

export function BookmarkStar({ page, bookmarked, onToggle, tabIndex }: Props) {
  const { t } = useTranslation('search')
  // The name stays put and aria-pressed carries the state; the tooltip says what a click will do.
  const label = t('bookmark.label', { title: page.title })
  const hint = bookmarked
    ? t('bookmark.remove', { title: page.title })
    : t('bookmark.add', { title: page.title })
  return (
    <button
      type="button"
      className={`bookmark-star btn btn-sm ${bookmarked ? 'text-warning' : 'text-body-secondary'}`}
      aria-pressed={bookmarked}
      aria-label={label}
      title={hint}
      tabIndex={tabIndex}
      // The row under it opens the page on click; the star must only toggle.
      onClick={(event) => {
        event.stopPropagation()
        onToggle(page)
      }}
    >
      <Star size={16} fill={bookmarked ? 'currentColor' : 'none'} aria-hidden="true" />
    </button>
  )
}
