import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { LayoutFrame } from '@core/layouts/LayoutFrame'
import { useLayoutSettings } from '@core/hooks/useLayoutSettings'
import { useRouteMeta } from '@core/hooks/useRouteMeta'
import { horizontalMenu } from '@/navigation/horizontal'
import { verticalMenu } from '@/navigation/vertical'
import { NavbarContent } from './NavbarContent'
import { PageSpinner } from './PageSpinner'

/** The framed layout: vertical or horizontal as the route meta or the customizer says. One frame
 *  component draws both, so switching layout keeps the customizer open and the page mounted. */
export function AppLayout() {
  const settings = useLayoutSettings()
  const meta = useRouteMeta()
  const kind = meta.layout === 'horizontal' || meta.layout === 'vertical' ? meta.layout : settings.layout
  return (
    <LayoutFrame kind={kind} verticalMenu={verticalMenu} horizontalMenu={horizontalMenu} navbarContent={<NavbarContent />}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </LayoutFrame>
  )
}
