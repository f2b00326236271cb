import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useAbility } from '@/configs/acl/useAbility'
import { selectUserData } from '@/redux/auth'
import { useAppSelector } from '@/redux/hooks'
import { landingFor } from '@/utility/auth/landing'
import { authPaths } from '@/views/pages/auth/routes.contract'
import { miscPaths } from '@/views/misc/routes.contract'
import type { RouteMeta } from './types'

export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const user = useAppSelector(selectUserData)
  const ability = useAbility()
  const location = useLocation()

  if (meta.restricted) {
    return user ? (
      <Navigate to={landingFor(user, new URLSearchParams(location.search).get('returnTo'))} replace />
    ) : (
      children
    )
  }
  if (meta.publicRoute) return children
  if (!user) {
    const returnTo = `${location.pathname}${location.search}${location.hash}`
    return (
      <Navigate
        to={
          returnTo === '/' ? authPaths.login : `${authPaths.login}?returnTo=${encodeURIComponent(returnTo)}`
        }
        replace
      />
    )
  }
  if (meta.action && meta.resource && !ability.can(meta.action, meta.resource))
    return <Navigate to={miscPaths.notAuthorized} replace />
  return children
}
