import { useEffect } from 'react'
import { useBlocker } from 'react-router-dom'
import { emailPaths } from '../routes.contract'

const inApp = (pathname: string) =>
  pathname === emailPaths.inbox || pathname.startsWith(`${emailPaths.inbox}/`)

/** Moving between folders and mails keeps the composer open, so that is not asked. */
export function useLeaveGuard(active: boolean): { leaving: boolean; leave: () => void; stay: () => void } {
  const blocker = useBlocker(({ nextLocation }) => active && !inApp(nextLocation.pathname))
  useEffect(() => {
    if (!active) return
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', onUnload)
    return () => window.removeEventListener('beforeunload', onUnload)
  }, [active])
  return {
    leaving: blocker.state === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.()
  }
}
