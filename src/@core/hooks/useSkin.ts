import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { pageDirection } from '@/configs/bidi'
import { shownSkin, systemDarkQuery, type Direction, type Skin } from '@/configs/themeConfig'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { selectLayout, updateLayout } from '@/redux/layout'
import { withViewTransition } from '../theme/viewTransition'
import { useMediaQuery } from './useMediaQuery'

/** The skin chosen (maybe "system"), the skin drawn, and a switch that cross-fades to a new choice. */
export function useSkin() {
  const dispatch = useAppDispatch()
  const skin = useAppSelector((state) => selectLayout(state).skin)
  const shown = shownSkin(skin, useMediaQuery(systemDarkQuery))
  const setSkin = useCallback(
    (next: Skin) => withViewTransition(() => dispatch(updateLayout({ skin: next }))),
    [dispatch]
  )
  return { skin, shown, setSkin, isDark: shown === 'dark' }
}

/** The direction the page is drawn in: the language's when it reads right to left, else the user's. */
export function useDirection(): Direction {
  const chosen = useAppSelector((state) => selectLayout(state).direction)
  const { i18n } = useTranslation()
  return pageDirection(chosen, i18n.language)
}

export function useRtl() {
  const dispatch = useAppDispatch()
  const direction = useDirection()
  const setDirection = useCallback(
    (next: Direction) => dispatch(updateLayout({ direction: next })),
    [dispatch]
  )
  return { isRtl: direction === 'rtl', direction, setDirection }
}
