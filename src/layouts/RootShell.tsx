import { lazy, Suspense, useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { installRipple } from '@core/components/ripple'
import { useRouteMeta } from '@core/hooks/useRouteMeta'
import { useThemeSync } from '@core/hooks/useThemeSync'
import { themeConfig } from '@/configs/themeConfig'
import { afterFirstPaint } from '@/utility/paint'
import { PageSpinner } from './PageSpinner'

// Toasts raised before the host mounts wait in react-hot-toast's store and show once it does.
const ToastHost = lazy(() =>
  afterFirstPaint()
    .then(() => import('@core/components/toast'))
    .then((module) => ({ default: module.ToastHost }))
)

export function RootShell() {
  const { t } = useTranslation()
  const { title } = useRouteMeta<{ title?: string }>()
  useThemeSync()
  useEffect(() => installRipple(), [])
  useEffect(() => {
    document.title = title ? `${t(title)} · ${themeConfig.app.name}` : themeConfig.app.name
  }, [title, t])

  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </>
  )
}
