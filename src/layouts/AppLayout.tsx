import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { HorizontalLayout } from '@core/layouts/HorizontalLayout'
import { VerticalLayout } from '@core/layouts/VerticalLayout'
import { useLayoutSettings } from '@core/hooks/useLayoutSettings'
import { useRouteMeta } from '@core/hooks/useRouteMeta'
import { horizontalMenu } from '@/navigation/horizontal'
import { verticalMenu } from '@/navigation/vertical'
import { NavbarContent } from './NavbarContent'
import { PageSpinner } from './PageSpinner'

/** The framed layout: vertical or horizontal as the route meta or the customizer says. */
export function AppLayout() {
  const settings = useLayoutSettings()
  const meta = useRouteMeta()
  const kind = meta.layout === 'horizontal' || meta.layout === 'vertical' ? meta.layout : settings.layout
  const content = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  )
  return kind === 'horizontal' ? (
    <HorizontalLayout verticalMenu={verticalMenu} horizontalMenu={horizontalMenu} navbarContent={<NavbarContent />}>
      {content}
    </HorizontalLayout>
  ) : (
    <VerticalLayout verticalMenu={verticalMenu} navbarContent={<NavbarContent />}>
      {content}
    </VerticalLayout>
  )
}
