import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode
} from 'react'
import { Menu } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useMediaQuery } from '@core/hooks/useMediaQuery'
import { PanelBoundary } from '../PanelBoundary'
import './split-app.scss'
import { IconButton } from '../IconButton'

interface SplitAppContext {
  overlay: boolean
  open: boolean
  openSidebar: () => void
  closeSidebar: () => void
}

const Context = createContext<SplitAppContext>({
  overlay: false,
  open: false,
  openSidebar: () => undefined,
  closeSidebar: () => undefined
})

export const useSplitApp = () => useContext(Context)

export interface SplitAppProps {
  sidebar: ReactNode
  sidebarLabel: string
  children: ReactNode
  className?: string
}

/** Below the lg breakpoint the sidebar becomes an overlay; call `closeSidebar()` after a choice in it. */
export function SplitApp({ sidebar, sidebarLabel, children, className = '' }: SplitAppProps) {
  const { t } = useTranslation()
  const overlay = !useMediaQuery('(min-width: 992px)')
  const [open, setOpen] = useState(false)
  const openSidebar = useCallback(() => setOpen(true), [])
  const closeSidebar = useCallback(() => setOpen(false), [])
  const aside = useRef<HTMLElement>(null)
  const value = useMemo(
    () => ({ overlay, open: overlay && open, openSidebar, closeSidebar }),
    [overlay, open, openSidebar, closeSidebar]
  )

  // React 18 has no `inert` prop, so it is set on the element.
  useEffect(() => {
    if (aside.current) aside.current.inert = overlay && !value.open
  }, [overlay, value.open])

  useEffect(() => {
    if (!value.open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [value.open])

  return (
    <Context.Provider value={value}>
      <div className={`nl-split-app card ${className}`}>
        <aside
          className={`nl-split-app-sidebar${overlay ? ' nl-split-app-overlay' : ''}${value.open ? ' show' : ''}`}
          aria-label={sidebarLabel}
          ref={aside}
        >
          <PanelBoundary>{sidebar}</PanelBoundary>
        </aside>
        {value.open && (
          <button
            type="button"
            className="nl-split-app-backdrop"
            aria-label={t('splitApp.closeSidebar')}
            onClick={closeSidebar}
          />
        )}
        <div className="nl-split-app-main">
          <PanelBoundary>{children}</PanelBoundary>
        </div>
      </div>
    </Context.Provider>
  )
}

export function SidebarToggle({ label }: { label: string }) {
  const { overlay, openSidebar } = useSplitApp()
  if (!overlay) return null
  return (
    <IconButton
      icon={Menu}
      iconSize={20}
      className="nl-split-app-toggle"
      label={label}
      onClick={openSidebar}
    />
  )
}
