import { lazy, Suspense, useMemo } from 'react'
import { Outlet } from 'react-router-dom'
import { LayoutFrame } from '@core/layouts/LayoutFrame'
import { useLayoutSettings } from '@core/hooks/useLayoutSettings'
import { useRouteMeta } from '@core/hooks/useRouteMeta'
import { filterMenu } from '@core/menu/menu'
import type { CanSee } from '@core/menu/types'
import { useAbility } from '@/configs/acl/useAbility'
import { afterFirstScreen } from '@/utility/paint'
import { horizontalMenu, verticalMenu } from './menus'
import { NavbarPlaceholder } from './NavbarPlaceholder'
import { PageSpinner } from './PageSpinner'

// The navbar's working items load once the first screen has been shown with its data; a still copy paints with the
// page.
const NavbarContent = lazy(() => afterFirstScreen().then(() => import('./NavbarContent')))

/** One frame component draws both layouts, so switching keeps the customizer open and the page mounted. */
export function AppLayout() {
  const settings = useLayoutSettings()
  const meta = useRouteMeta()
  const kind = meta.layout === 'horizontal' || meta.layout === 'vertical' ? meta.layout : settings.layout
  const ability = useAbility()
  const menus = useMemo(() => {
    const can: CanSee = (action, resource) => ability.can(action, resource)
    return { vertical: filterMenu(verticalMenu, can), horizontal: filterMenu(horizontalMenu, can) }
  }, [ability])
  return (
    <LayoutFrame
      kind={kind}
      verticalMenu={menus.vertical}
      horizontalMenu={menus.horizontal}
      navbarContent={
        <Suspense fallback={<NavbarPlaceholder />}>
          <NavbarContent />
        </Suspense>
      }
    >
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </LayoutFrame>
  )
}
