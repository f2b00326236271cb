import { useMemo } from 'react'
import { env } from '@/configs/env'
import { setLatencySimulated } from '@/configs/mockLatency'
import { resetScenarios, setScenarios, type DataSize } from '@/configs/mockScenarios'
import { api } from '@/redux/api'
import { useAppDispatch } from '@/redux/hooks'

/** The scenario changes that must also reload what is on screen (the customizer's and the palette's). */
export function useScenarioActions() {
  const dispatch = useAppDispatch()
  return useMemo(
    () => ({
      setDataSize(dataSize: DataSize) {
        setScenarios({ dataSize })
        // The lists on screen load again, from the resized data.
        dispatch(api.util.resetApiState())
      },
      resetAll() {
        resetScenarios()
        setLatencySimulated(env.mockDelayMs > 0)
        dispatch(api.util.resetApiState())
      }
    }),
    [dispatch]
  )
}
