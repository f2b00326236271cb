import { useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '@/redux/hooks'
import { updateLayout } from '@/redux/layout'
import { Customizer } from '../components/customizer/Customizer'
import { BrandLink } from '../components/Logo'
import { ScrollTop } from '../components/ScrollTop'
import { useLayoutSettings } from '../hooks/useLayoutSettings'
import { useIsOverlayMenu } from '../hooks/useMediaQuery'
import type { MenuGroup, VerticalMenuEntry } from '../menu/types'
import { Footer } from './components/Footer'
import { HorizontalMenu } from './components/HorizontalMenu'
import { Navbar } from './components/Navbar'
import { VerticalMenu } from './components/VerticalMenu'

export interface LayoutFrameProps {
  kind: 'vertical' | 'horizontal'
  verticalMenu: VerticalMenuEntry[]
  horizontalMenu?: MenuGroup[]
  navbarContent: ReactNode
  children: ReactNode
}

export function LayoutFrame({
  kind,
  verticalMenu,
  horizontalMenu = [],
  navbarContent,
  children
}: LayoutFrameProps) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const settings = useLayoutSettings()
  const overlay = useIsOverlayMenu()
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [lastPath, setLastPath] = useState(pathname)
  if (pathname !== lastPath) {
    setLastPath(pathname)
    setMenuOpen(false)
  }

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  const showSidebar = overlay || (kind === 'vertical' && !settings.menuHidden)
  const classes = [
    'layout',
    `layout-${kind}`,
    `navbar-${settings.navbarType}`,
    `footer-${settings.footerType}`,
    `content-${settings.contentWidth}`,
    kind === 'vertical' && settings.menuCollapsed ? 'menu-collapsed' : '',
    kind === 'vertical' && settings.menuHidden ? 'menu-hidden' : '',
    menuOpen && overlay ? 'menu-open' : ''
  ]
  const semiDark = settings.skin === 'semi-dark'
  const topMenu =
    kind === 'horizontal' && !overlay ? <HorizontalMenu groups={horizontalMenu} semiDark={semiDark} /> : null

  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <a href="#main-content" className="visually-hidden-focusable">
        {t('shell.skipToContent')}
      </a>
      {showSidebar && (
        <VerticalMenu
          entries={verticalMenu}
          collapsed={settings.menuCollapsed}
          semiDark={semiDark}
          onToggleCollapsed={() => dispatch(updateLayout({ menuCollapsed: !settings.menuCollapsed }))}
          onClose={() => setMenuOpen(false)}
        />
      )}
      {overlay && menuOpen && (
        <button
          type="button"
          className="menu-backdrop"
          aria-label={t('shell.closeMenu')}
          onClick={() => setMenuOpen(false)}
        />
      )}
      <div className="layout-page">
        {settings.navbarType !== 'hidden' ? (
          <Navbar
            color={settings.navbarColor}
            menuOpen={menuOpen}
            onMenuToggle={overlay ? () => setMenuOpen(true) : undefined}
            brand={kind === 'horizontal' && !overlay ? <BrandLink className="me-3" /> : undefined}
            below={topMenu}
          >
            {navbarContent}
          </Navbar>
        ) : (
          topMenu
        )}
        <main className="layout-content" id="main-content" tabIndex={-1}>
          <div className="content-inner">{children}</div>
        </main>
        <Footer />
      </div>
      {settings.scrollTop && <ScrollTop />}
      {settings.customizer && <Customizer />}
    </div>
  )
}
