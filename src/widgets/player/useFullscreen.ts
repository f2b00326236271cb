import { useEffect, useState, type RefObject } from 'react'

/** Whether an element fills the screen, and a toggle for it. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false)
  useEffect(() => {
    const update = () => setOn(document.fullscreenElement === target.current)
    document.addEventListener('fullscreenchange', update)
    return () => document.removeEventListener('fullscreenchange', update)
  }, [target])
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void target.current?.requestFullscreen().catch(() => undefined)
  }
  return { on, toggle }
}
