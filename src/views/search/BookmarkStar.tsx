import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SearchPageItem } from './pages'

interface Props {
  page: SearchPageItem
  bookmarked: boolean
  onToggle: (page: SearchPageItem) => void
  /** For the mouse only, where a key already toggles it (the palette's Ctrl+B): a listbox may hold only options. */
  pointerOnly?: boolean
}

export function BookmarkStar({ page, bookmarked, onToggle, pointerOnly = false }: Props) {
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
      tabIndex={pointerOnly ? -1 : undefined}
      aria-hidden={pointerOnly || undefined}
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
