import { CircleDot, Circle, X } from 'lucide-react'
import { useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { BrandLink } from '../../components/Logo'
import type { VerticalMenuEntry } from '../../menu/types'
import { VerticalMenuItems } from './VerticalMenuItems'

interface Props {
  entries: VerticalMenuEntry[]
  collapsed: boolean
  semiDark: boolean
  onToggleCollapsed: () => void
  onClose: () => void
}

/** In semi-dark skin it carries data-bs-theme="dark" so it alone turns dark. */
export function VerticalMenu({ entries, collapsed, semiDark, onToggleCollapsed, onClose }: Props) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <aside
      className="main-menu"
      data-bs-theme={semiDark ? 'dark' : undefined}
      aria-label={t('shell.mainMenu')}
    >
      <div className="menu-header">
        <BrandLink />
        <button
          type="button"
          className="nav-icon-btn btn btn-link p-1 text-body menu-pin no-ripple"
          onClick={onToggleCollapsed}
          aria-pressed={!collapsed}
          aria-label={collapsed ? t('shell.pinMenu') : t('shell.collapseMenu')}
          title={collapsed ? t('shell.pinMenu') : t('shell.collapseMenu')}
        >
          {collapsed ? <Circle size={18} /> : <CircleDot size={18} />}
        </button>
        <button
          type="button"
          className="btn btn-link p-1 text-body menu-overlay-toggle no-ripple"
          onClick={onClose}
          aria-label={t('shell.closeMenu')}
        >
          <X size={20} />
        </button>
      </div>
      <nav className="menu-scroll">
        <ul className="menu-list">
          <VerticalMenuItems entries={entries} t={t} pathname={pathname} />
        </ul>
      </nav>
    </aside>
  )
}
