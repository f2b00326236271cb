import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import type { CommandEffect, ScenarioChange } from '@core/app/commands'
import { useScenarioActions } from '@core/components/customizer/useScenarioActions'
import { setScenarios } from '@/configs/mockScenarios'
import { openShortcutsSheet } from '@core/app/shortcuts'
import { openCustomizer } from '@core/components/customizer/customizerRequest'
import { useRtl, useSkin } from '@core/hooks/useSkin'
import { routeTransition } from '@core/theme/viewTransition'
import { logoutUser } from '@/redux/auth'
import { useAppDispatch } from '@/redux/hooks'
import { updateLayout } from '@/redux/layout'

/** Carries out a command's effect: the one place the palette changes settings, pages or the session. */
export function useRunCommand() {
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const { i18n } = useTranslation()
  const { setSkin } = useSkin()
  const { setDirection } = useRtl()
  const { setDataSize, resetAll } = useScenarioActions()
  const runScenario = useCallback(
    (change: ScenarioChange) => {
      if (change === 'reset') resetAll()
      else if (change === 'offline' || change === 'online') setScenarios({ offline: change === 'offline' })
      else setDataSize(change)
    },
    [setDataSize, resetAll]
  )

  return useCallback(
    async (effect: CommandEffect) => {
      switch (effect.kind) {
        case 'navigate':
          await navigate(effect.to, routeTransition())
          return
        case 'skin':
          setSkin(effect.value)
          return
        case 'direction':
          setDirection(effect.value)
          return
        case 'layout':
          dispatch(updateLayout({ layout: effect.value }))
          return
        case 'language':
          await i18n.changeLanguage(effect.value)
          return
        case 'customizer':
          openCustomizer()
          return
        case 'shortcuts':
          openShortcutsSheet()
          return
        case 'scenario':
          runScenario(effect.change)
          return
        case 'signOut':
          await dispatch(logoutUser())
          // As from the user menu: a clean /login, not back to this page after the next sign-in.
          await navigate('/login', { replace: true })
      }
    },
    [navigate, dispatch, i18n, setSkin, setDirection, runScenario]
  )
}
