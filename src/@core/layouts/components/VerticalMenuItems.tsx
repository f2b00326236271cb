import { useState } from 'react'
import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import type { TFunction } from 'i18next'
import { routeTransition } from '../../theme/viewTransition'
import { hasActiveChild, isGroup, isHeader, isLinkActive } from '../../menu/menu'
import type { MenuBadge, MenuGroup, MenuLink, VerticalMenuEntry } from '../../menu/types'

// Read once by the menu and handed down: some forty entries draw with the first paint.
interface Shared {
  t: TFunction
  pathname: string
}

function Badge({ badge }: { badge?: MenuBadge }) {
  return badge ? (
    <span className={`badge rounded-pill text-bg-${badge.color} menu-badge`}>{badge.text}</span>
  ) : null
}

function LinkItem({ item, t, pathname }: Shared & { item: MenuLink }) {
  const active = isLinkActive(item.navLink, pathname)
  return (
    <li>
      <Link
        to={item.navLink}
        {...routeTransition()}
        className={active ? 'menu-link active' : 'menu-link'}
        aria-current={active ? 'page' : undefined}
      >
        <item.icon size={18} aria-hidden="true" />
        <span className="menu-title">{t(item.title)}</span>
        <Badge badge={item.badge} />
      </Link>
    </li>
  )
}

function GroupItem({ item, t, pathname }: Shared & { item: MenuGroup }) {
  const active = hasActiveChild(item, pathname)
  const [open, setOpen] = useState(active)
  const [lastPath, setLastPath] = useState(pathname)
  // Adjusting state during render, not in an effect.
  if (pathname !== lastPath) {
    setLastPath(pathname)
    if (active && !open) setOpen(true)
  }
  const listId = `menu-${item.id}`
  return (
    <li className={`menu-group ${open ? 'open' : ''} ${active ? 'has-active' : ''}`}>
      <button
        type="button"
        className="menu-link"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <item.icon size={18} aria-hidden="true" />
        <span className="menu-title">{t(item.title)}</span>
        <Badge badge={item.badge} />
        <ChevronRight size={16} className="menu-chevron" aria-hidden="true" />
      </button>
      {open && (
        <ul className="menu-sub" id={listId}>
          <VerticalMenuItems entries={item.children} t={t} pathname={pathname} />
        </ul>
      )}
    </li>
  )
}

export function VerticalMenuItems({ entries, t, pathname }: Shared & { entries: VerticalMenuEntry[] }) {
  return (
    <>
      {entries.map((entry) => {
        if (isHeader(entry)) {
          return (
            <li key={entry.id} className="menu-section-header">
              {t(entry.header)}
            </li>
          )
        }
        return isGroup(entry) ? (
          <GroupItem key={entry.id} item={entry} t={t} pathname={pathname} />
        ) : (
          <LinkItem key={entry.id} item={entry} t={t} pathname={pathname} />
        )
      })}
    </>
  )
}
