import { useMemo } from 'react'
import { useAppSelector } from '@/redux/hooks'
import { selectLayout, type LayoutState } from '@/redux/layout'
import type { LayoutMeta } from '../layouts/types'
import { useRouteMeta } from './useRouteMeta'
import { useDirection } from './useSkin'

const overridable = ['menuCollapsed', 'menuHidden', 'contentWidth', 'navbarType', 'footerType'] as const

export function useRouteOverrides(): Partial<LayoutState> {
  const meta = useRouteMeta<LayoutMeta>()
  return useMemo(() => {
    const overrides: Partial<LayoutState> = {}
    for (const key of overridable) {
      if (meta[key] !== undefined) Object.assign(overrides, { [key]: meta[key] })
    }
    return overrides
  }, [meta])
}

export function useLayoutSettings(): LayoutState {
  const settings = useAppSelector(selectLayout)
  const overrides = useRouteOverrides()
  const direction = useDirection()
  return useMemo(() => ({ ...settings, ...overrides, direction }), [settings, overrides, direction])
}
