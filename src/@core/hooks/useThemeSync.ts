import { useEffect } from 'react'
import i18n from 'i18next'
import { directionChanged } from '@/configs/bidi'
import { useAppSelector } from '@/redux/hooks'
import { selectLayout } from '@/redux/layout'
import { applyTheme } from '../theme/applyTheme'
import { writePreferences } from '@/configs/preferences'

export function useThemeSync(): void {
  const { skin, direction, menuCollapsed, layout } = useAppSelector(selectLayout)
  useEffect(() => {
    const before = document.documentElement.getAttribute('dir')
    applyTheme(document.documentElement, skin, direction)
    writePreferences({ skin, direction, menuCollapsed, layout })
    if ((before || 'ltr') !== direction) i18n.emit(directionChanged)
  }, [skin, direction, menuCollapsed, layout])
}
