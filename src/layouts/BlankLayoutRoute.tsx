import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { BlankLayout } from '@core/layouts/BlankLayout'
import { PageSpinner } from './PageSpinner'

export function BlankLayoutRoute() {
  return (
    <BlankLayout>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </BlankLayout>
  )
}
