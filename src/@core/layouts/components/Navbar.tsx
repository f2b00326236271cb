import type { ReactNode } from 'react'
import { Menu } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { NavbarColor } from '@/configs/themeConfig'

interface Props {
  color: NavbarColor
  onMenuToggle?: () => void
  menuOpen: boolean
  brand?: ReactNode
  below?: ReactNode
  children: ReactNode
}

export function Navbar({ color, onMenuToggle, menuOpen, brand, below, children }: Props) {
  const { t } = useTranslation()
  return (
    <header className="layout-navbar">
      <nav
        className={`navbar ${color ? `bg-${color} navbar-colored` : ''}`}
        data-bs-theme={color && color !== 'warning' ? 'dark' : undefined}
        aria-label={t('shell.toolbar')}
      >
        {onMenuToggle && (
          <button
            type="button"
            className="nav-icon-btn menu-overlay-toggle"
            onClick={onMenuToggle}
            aria-label={t('shell.openMenu')}
            aria-expanded={menuOpen}
          >
            <Menu size={22} />
          </button>
        )}
        {brand}
        {children}
      </nav>
      {below}
    </header>
  )
}
