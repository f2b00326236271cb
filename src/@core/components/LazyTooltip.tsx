import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import type { TooltipProps } from 'reactstrap'

const Tooltip = lazy(() => import('./popovers').then((module) => ({ default: module.Tooltip })))
const keepOwnState = () => undefined

interface Props {
  /** The id of the element it explains. */
  target: string
  placement?: TooltipProps['placement']
  children: ReactNode
}

/** A tooltip whose code (and Popper) loads when its target is first pointed at or focused: a page of rows with one
 * each does not load it before anyone asks. Shown while the target is pointed at or holds focus. */
export function LazyTooltip({ target, placement, children }: Props) {
  const [asked, setAsked] = useState(false)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const element = document.getElementById(target)
    if (!element) return
    const show = () => {
      setAsked(true)
      setOpen(true)
    }
    const hide = () => setOpen(false)
    const listeners = [
      ['pointerenter', show],
      ['focusin', show],
      ['pointerleave', hide],
      ['focusout', hide]
    ] as const
    for (const [type, listener] of listeners) element.addEventListener(type, listener)
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener)
    }
  }, [target])
  if (!asked) return null
  return (
    <Suspense fallback={null}>
      <Tooltip target={target} placement={placement} isOpen={open} toggle={keepOwnState}>
        {children}
      </Tooltip>
    </Suspense>
  )
}
