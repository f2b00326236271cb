import { useCallback } from 'react'
import type { Direction, Skin } from '@/configs/themeConfig'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { selectLayout, updateLayout } from '@/redux/layout'

export function useSkin() {
  const dispatch = useAppDispatch()
  const skin = useAppSelector((state) => selectLayout(state).skin)
  const setSkin = useCallback((next: Skin) => dispatch(updateLayout({ skin: next })), [dispatch])
  return { skin, setSkin, isDark: skin === 'dark' }
}

export function useRtl() {
  const dispatch = useAppDispatch()
  const direction = useAppSelector((state) => selectLayout(state).direction)
  const setDirection = useCallback(
    (next: Direction) => dispatch(updateLayout({ direction: next })),
    [dispatch]
  )
  return { isRtl: direction === 'rtl', direction, setDirection }
}
