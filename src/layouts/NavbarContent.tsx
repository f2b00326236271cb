import { lazy, Suspense, type ComponentType } from 'react'
import { LanguageDropdown } from '@core/components/navbar/LanguageDropdown'
import { ScenarioBadge } from '@core/components/navbar/ScenarioBadge'
import { SkinToggle } from '@core/components/navbar/SkinToggle'
import { NavbarBookmarks } from '@/views/search/NavbarBookmarks'
import { SearchOverlay } from '@/views/search/SearchOverlay'
import { UserDropdown } from './navbar/UserDropdown'

// An area's navbar widgets (the shop's cart: its API, strings and styles) load after the navbar, never with the entry.
const widgets = Object.entries(
  import.meta.glob<{ default: ComponentType }>('/src/views/**/navbar/Navbar*.tsx')
).map(([file, load]) => ({ file, Widget: lazy(load) }))

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
        {widgets.map(({ file, Widget }) => (
          <Suspense key={file} fallback={null}>
            <Widget />
          </Suspense>
        ))}
        <UserDropdown />
      </div>
    </>
  )
}
