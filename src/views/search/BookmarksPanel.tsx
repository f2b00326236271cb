import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button, Spinner } from 'reactstrap'
import { BookmarkStar } from './BookmarkStar'
import { DataIcon } from './DataIcon'
import { matchingPages, navbarIconCount } from './results'
import type { SearchPageItem } from './pages'
import { useAllPages, useBookmarks } from './useBookmarks'
import { useBookmarkToggle } from './useBookmarkToggle'

const finderLimit = 8

export function BookmarksLoading() {
  const { t } = useTranslation('search')
  return (
    <div className="d-flex align-items-center gap-2 text-body-secondary small p-3" role="status">
      <Spinner size="sm" />
      {t('bookmarks.loading')}
    </div>
  )
}

interface Props {
  onClose: () => void
}

export function BookmarksPanel({ onClose }: Props) {
  const { t } = useTranslation('search')
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const { query: bookmarksQuery, links, bookmarks } = useBookmarks()
  const { data, isError, isFetching, refetch } = bookmarksQuery
  const suggestions = useAllPages(links)
  const toggleBookmark = useBookmarkToggle()

  useEffect(() => inputRef.current?.focus(), [])

  const bookmarkedIds = new Set(bookmarks.map((p) => p.id))
  const finding = query.trim() !== ''
  const pages: SearchPageItem[] = finding ? matchingPages(suggestions, query, finderLimit) : bookmarks

  let status = null
  if (isError) {
    status = (
      <div
        className="d-flex align-items-center justify-content-between gap-2 text-danger small p-3"
        role="alert"
      >
        {t('bookmarks.error')}
        <Button color="danger" outline size="sm" onClick={() => void refetch()} disabled={isFetching}>
          {t('retry')}
        </Button>
      </div>
    )
  } else if (!data) {
    status = <BookmarksLoading />
  } else if (finding && pages.length === 0) {
    status = (
      <p className="small text-body-secondary p-3 mb-0">{t('bookmarks.noMatch', { query: query.trim() })}</p>
    )
  }

  return (
    <>
      <div className="p-2 border-bottom">
        <input
          ref={inputRef}
          type="search"
          className="form-control form-control-sm"
          placeholder={t('bookmarks.find')}
          aria-label={t('bookmarks.findLabel')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {status}
      {pages.length > 0 && (
        <ul className="list-unstyled mb-0 py-1 bookmarks-list">
          {pages.map((page, index) => {
            // From md up the first bookmarks already have a navbar icon: list them only on phones.
            const hiddenFromMd = !finding && index < navbarIconCount
            return (
              <li
                key={page.id}
                className={`d-flex align-items-center pe-2 ${hiddenFromMd ? 'd-md-none' : ''}`}
              >
                <Link
                  to={page.link}
                  className="dropdown-item d-flex align-items-center gap-2 text-truncate"
                  onClick={onClose}
                >
                  <DataIcon name={page.icon} size={16} className="flex-shrink-0" />
                  <span className="text-truncate">{page.title}</span>
                </Link>
                <BookmarkStar page={page} bookmarked={bookmarkedIds.has(page.id)} onToggle={toggleBookmark} />
              </li>
            )
          })}
        </ul>
      )}
      {data && !finding && (
        <p className="small text-body-secondary px-3 py-2 mb-0 border-top">
          {bookmarks.length === 0 ? t('bookmarks.empty') : t('bookmarks.findHint')}
        </p>
      )}
    </>
  )
}
