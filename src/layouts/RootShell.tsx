import { Suspense, useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { ToastHost } from '@core/components/toast'
import { installRipple } from '@core/components/ripple'
import { useRouteMeta } from '@core/hooks/useRouteMeta'
import { useThemeSync } from '@core/hooks/useThemeSync'
import { themeConfig } from '@/configs/themeConfig'
import { PageSpinner } from './PageSpinner'

/** Above every layout: theme on <html>, page title, ripple and toasts. */
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
      <ToastHost />
    </>
  )
}
