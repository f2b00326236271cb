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

/** Under the overlay breakpoint the menus slide in over the page instead of sitting beside it. */
export function useIsOverlayMenu(): boolean {
  return useMediaQuery(`(max-width: ${themeConfig.overlayMenuBreakpoint - 0.02}px)`)
}
