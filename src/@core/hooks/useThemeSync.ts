import { useLayoutEffect } from 'react'
import i18n from 'i18next'
import { directionChanged } from '@/configs/bidi'
import { useAppSelector } from '@/redux/hooks'
import { selectLayout } from '@/redux/layout'
import { applyTheme } from '../theme/applyTheme'
import { useSkin } from './useSkin'
import { writePreferences } from '@/configs/preferences'

export function useThemeSync(): void {
  const { skin, direction, menuCollapsed, layout, keyShortcuts } = useAppSelector(selectLayout)
  const { shown } = useSkin()
  // Before paint, so that a view transition's new picture already has the new skin.
  useLayoutEffect(() => {
    const before = document.documentElement.getAttribute('dir')
    applyTheme(document.documentElement, shown, direction)
    writePreferences({ skin, direction, menuCollapsed, layout, keyShortcuts })
    if ((before || 'ltr') !== direction) i18n.emit(directionChanged)
  }, [skin, shown, direction, menuCollapsed, layout, keyShortcuts])
}
