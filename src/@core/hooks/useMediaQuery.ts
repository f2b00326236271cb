import { useSyncExternalStore } from 'react'
import { themeConfig } from '@/configs/themeConfig'

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false
  )
}

export function useIsOverlayMenu(): boolean {
  return useMediaQuery(`(max-width: ${themeConfig.overlayMenuBreakpoint - 0.02}px)`)
}
