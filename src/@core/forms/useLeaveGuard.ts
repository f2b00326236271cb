import { useEffect, useRef } from 'react'
import { useBlocker } from 'react-router-dom'

export interface LeaveGuard {
  leaving: boolean
  leave: () => void
  stay: () => void
}

/** Asks before leaving (in the app or by closing the tab) while `shouldAsk()` holds; `stays` lists moves that keep
 *  the form on screen. */
export function useLeaveGuard(shouldAsk: () => boolean, stays?: (pathname: string) => boolean): LeaveGuard {
  const ask = useRef(shouldAsk)
  useEffect(() => {
    ask.current = shouldAsk
  })
  const blocker = useBlocker(({ nextLocation }) => ask.current() && !stays?.(nextLocation.pathname))
  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      if (ask.current()) event.preventDefault()
    }
    window.addEventListener('beforeunload', onUnload)
    return () => window.removeEventListener('beforeunload', onUnload)
  }, [])
  return {
    leaving: blocker.state === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.()
  }
}
