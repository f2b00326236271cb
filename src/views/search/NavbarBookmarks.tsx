import { Suspense, useRef, useState, type KeyboardEvent } from 'react'
import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import { LazyDropdown } from '@core/components/LazyDropdown'
import { BookmarksLoading, BookmarksPanel } from './BookmarksPanel'
import { DataIcon } from './DataIcon'
import { navbarIconCount } from './results'
import { useBookmarks } from './useBookmarks'
import './search.scss'

function Bookmarks() {
  const { t } = useTranslation('search')
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const shown = useBookmarks().bookmarks.slice(0, navbarIconCount)

  function onPanelKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Keys typed in the panel are the panel's: reactstrap's container handler would cancel them.
    event.stopPropagation()
    if (event.key === 'Escape') {
      setOpen(false)
      toggleRef.current?.focus()
    }
  }

  return (
    <div className="navbar-bookmarks d-flex align-items-center">
      {shown.length > 0 && (
        // Icons only from md up: at phone widths the star dropdown lists them all instead.
        <ul className="nav flex-nowrap d-none d-md-flex" aria-label={t('bookmarks.label')}>
          {shown.map((page) => (
            <li key={page.id} className="nav-item">
              <NavLink to={page.link} end className="nav-icon-btn" aria-label={page.title} title={page.title}>
                <DataIcon name={page.icon} size={20} />
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      {/* a11y off: reactstrap's menu keys would swallow Enter and Space; the panel has its own Tab and Escape. */}
      <LazyDropdown
        open={open}
        onOpenChange={setOpen}
        a11y={false}
        className="bookmarks-dropdown"
        menuProps={{
          role: 'dialog',
          'aria-label': t('bookmarks.label'),
          className: 'bookmarks-menu p-0',
          onKeyDown: onPanelKeyDown
        }}
        toggleProps={{
          tag: 'button',
          innerRef: toggleRef,
          type: 'button',
          className: 'nav-icon-btn',
          'aria-label': t('bookmarks.open'),
          title: t('bookmarks.open'),
          children: <Star size={20} className="text-warning" aria-hidden="true" />
        }}
      >
        {() => (
          <Suspense fallback={<BookmarksLoading />}>
            <BookmarksPanel onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </LazyDropdown>
    </div>
  )
}

export function NavbarBookmarks() {
  return (
    <Suspense fallback={null}>
      <Bookmarks />
    </Suspense>
  )
}
