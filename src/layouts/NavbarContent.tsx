import { lazy, Suspense } from 'react'
import { LanguageDropdown } from '@core/components/navbar/LanguageDropdown'
import { ScenarioBadge } from '@core/components/navbar/ScenarioBadge'
import { SkinToggle } from '@core/components/navbar/SkinToggle'
import { NavbarBookmarks } from '@/views/search/NavbarBookmarks'
import { SearchOverlay } from '@/views/search/SearchOverlay'
import { UserDropdown } from './navbar/UserDropdown'

// The cart (its API, strings and styles) loads after the navbar, never with the entry.
const NavbarCart = lazy(() => import('@/views/apps/ecommerce/navbar/NavbarCart'))

export default function NavbarContent() {
  return (
    <>
      <div className="d-flex align-items-center gap-1 min-w-0">
        <NavbarBookmarks />
        <SearchOverlay />
      </div>
      <div className="navbar-actions">
        <ScenarioBadge />
        <LanguageDropdown />
        <SkinToggle />
        <Suspense fallback={null}>
          <NavbarCart />
        </Suspense>
        <UserDropdown />
      </div>
    </>
  )
}
