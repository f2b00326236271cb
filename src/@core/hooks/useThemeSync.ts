import { useEffect } from 'react'
import { useAppSelector } from '@/redux/hooks'
import { selectLayout } from '@/redux/layout'
import { applyTheme } from '../theme/applyTheme'
import { writePreferences } from '../theme/preferences'

export function useThemeSync(): void {
  const { skin, direction, menuCollapsed, layout } = useAppSelector(selectLayout)
  useEffect(() => {
    applyTheme(document.documentElement, skin, direction)
    writePreferences({ skin, direction, menuCollapsed, layout })
  }, [skin, direction, menuCollapsed, layout])
}
