import { LanguageDropdown } from '@core/components/navbar/LanguageDropdown'
import { SkinToggle } from '@core/components/navbar/SkinToggle'

/** The app's own navbar items, right-hand side. */
export default function NavbarContent() {
  return (
    <div className="navbar-actions">
      <LanguageDropdown />
      <SkinToggle />
    </div>
  )
}
