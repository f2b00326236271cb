import { useLayoutEffect } from 'react'
import i18n from 'i18next'
import { directionChanged } from '@/configs/bidi'
import { useAppSelector } from '@/redux/hooks'
import { selectLayout } from '@/redux/layout'
import { applyTheme } from '../theme/applyTheme'
import { useDirection, useSkin } from './useSkin'
import { writePreferences } from '@/configs/preferences'

export function useThemeSync(): void {
  const { skin, direction, menuCollapsed, layout, keyShortcuts } = useAppSelector(selectLayout)
  const { shown } = useSkin()
  const shownDirection = useDirection()
  // Before paint, so that a view transition's new picture already has the new skin.
  useLayoutEffect(() => {
    const before = document.documentElement.getAttribute('dir')
    applyTheme(document.documentElement, shown, shownDirection)
    // The user's own direction is kept, not the language's, so a left-to-right language brings it back.
    writePreferences({ skin, direction, menuCollapsed, layout, keyShortcuts })
    if ((before || 'ltr') !== shownDirection) i18n.emit(directionChanged)
  }, [skin, shown, direction, shownDirection, menuCollapsed, layout, keyShortcuts])
}
