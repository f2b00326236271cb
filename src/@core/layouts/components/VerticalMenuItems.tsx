import { useState } from 'react'
import { ChevronRight } from 'lucide-react'
import { NavLink, useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { hasActiveChild, isGroup, isHeader } from '../../menu/menu'
import type { MenuBadge, MenuGroup, MenuLink, VerticalMenuEntry } from '../../menu/types'

function Badge({ badge }: { badge?: MenuBadge }) {
  return badge ? <span className={`badge rounded-pill text-bg-${badge.color} menu-badge`}>{badge.text}</span> : null
}

function LinkItem({ item }: { item: MenuLink }) {
  const { t } = useTranslation()
  return (
    <li>
      <NavLink to={item.navLink} end={item.navLink === '/'} className="menu-link">
        <item.icon size={18} aria-hidden="true" />
        <span className="menu-title">{t(item.title)}</span>
        <Badge badge={item.badge} />
      </NavLink>
    </li>
  )
}

function GroupItem({ item }: { item: MenuGroup }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const active = hasActiveChild(item, pathname)
  const [open, setOpen] = useState(active)
  const [lastPath, setLastPath] = useState(pathname)
  // Opening another route inside this group unfolds it (adjusting state during render, not in an effect).
  if (pathname !== lastPath) {
    setLastPath(pathname)
    if (active && !open) setOpen(true)
  }
  const listId = `menu-${item.id}`
  return (
    <li className={`menu-group ${open ? 'open' : ''} ${active ? 'has-active' : ''}`}>
      <button type="button" className="menu-link" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <item.icon size={18} aria-hidden="true" />
        <span className="menu-title">{t(item.title)}</span>
        <Badge badge={item.badge} />
        <ChevronRight size={16} className="menu-chevron" aria-hidden="true" />
      </button>
      {open && (
        <ul className="menu-sub" id={listId}>
          <VerticalMenuItems entries={item.children} />
        </ul>
      )}
    </li>
  )
}

export function VerticalMenuItems({ entries }: { entries: VerticalMenuEntry[] }) {
  const { t } = useTranslation()
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
        return isGroup(entry) ? <GroupItem key={entry.id} item={entry} /> : <LinkItem key={entry.id} item={entry} />
      })}
    </>
  )
}
