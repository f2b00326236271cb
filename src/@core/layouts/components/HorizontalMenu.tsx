import { useEffect, useRef, useState } from 'react'
import { ChevronDown, ChevronRight } from 'lucide-react'
import { NavLink, useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { routeTransition } from '../../theme/viewTransition'
import { hasActiveChild, isGroup } from '../../menu/menu'
import type { MenuGroup, MenuItem } from '../../menu/types'

function Dropdown({ group, level }: { group: MenuGroup; level: number }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  // Click and hover state are kept apart so that a click on a hovered item does not close what the hover opened.
  const [pinned, setPinned] = useState(false)
  const [hovered, setHovered] = useState(false)
  const open = pinned || hovered
  const close = () => {
    setPinned(false)
    setHovered(false)
  }
  const ref = useRef<HTMLLIElement>(null)
  const active = hasActiveChild(group, pathname)
  const [lastPath, setLastPath] = useState(pathname)
  if (pathname !== lastPath) {
    setLastPath(pathname)
    close()
  }

  useEffect(() => {
    if (!pinned) return
    const onDown = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setPinned(false)
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [pinned])

  const Chevron = level === 0 ? ChevronDown : ChevronRight
  return (
    // Hover and Escape only mirror what the toggle button does; the button is the accessible control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={ref}
      className={`hmenu-item ${active ? 'has-active' : ''}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          close()
        }
      }}
    >
      <button
        type="button"
        className="hmenu-link"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setPinned(!pinned)}
      >
        <group.icon size={17} aria-hidden="true" />
        <span>{t(group.title)}</span>
        <Chevron size={15} className="menu-chevron" aria-hidden="true" />
      </button>
      {open && (
        <ul className="hmenu-dropdown">
          <HorizontalMenuItems items={group.children} level={level + 1} />
        </ul>
      )}
    </li>
  )
}

function HorizontalMenuItems({ items, level }: { items: MenuItem[]; level: number }) {
  const { t } = useTranslation()
  return (
    <>
      {items.map((item) =>
        isGroup(item) ? (
          <Dropdown key={item.id} group={item} level={level} />
        ) : (
          <li key={item.id} className="hmenu-item">
            <NavLink
              to={item.navLink}
              end={item.navLink === '/'}
              {...routeTransition()}
              className="hmenu-link"
            >
              <item.icon size={17} aria-hidden="true" />
              <span>{t(item.title)}</span>
            </NavLink>
          </li>
        )
      )}
    </>
  )
}

export function HorizontalMenu({ groups, semiDark }: { groups: MenuGroup[]; semiDark: boolean }) {
  const { t } = useTranslation()
  return (
    <nav className="horizontal-menu-wrapper" aria-label={t('shell.mainMenu')}>
      <ul className="horizontal-menu" data-bs-theme={semiDark ? 'dark' : undefined}>
        <HorizontalMenuItems items={groups} level={0} />
      </ul>
    </nav>
  )
}
