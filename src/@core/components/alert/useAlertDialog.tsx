import { useCallback, useEffect, useRef, useState } from 'react'
import { AlertDialog } from './AlertDialog'
import type { AlertOptions, AlertResult } from './types'

interface Pending {
  key: number
  options: AlertOptions<unknown>
  settle: (result: AlertResult<unknown>) => void
}

/** Promise-based alerts with no provider: render `dialog`; `show` resolves once its alert has closed, in turn. */
export function useAlertDialog() {
  const [queue, setQueue] = useState<Pending[]>([])
  const counter = useRef(0)
  const waiting = useRef<Pending[]>([])
  useEffect(() => {
    waiting.current = queue
  })

  const show = useCallback(
    <T = string,>(options: AlertOptions<T>) =>
      new Promise<AlertResult<T>>((resolve) => {
        const pending = { key: ++counter.current, options, settle: resolve } as Pending
        setQueue((current) => [...current, pending])
      }),
    []
  )

  // Whoever awaits an alert of an unmounted page hears it was dismissed.
  useEffect(
    () => () => waiting.current.forEach((pending) => pending.settle({ confirmed: false, reason: 'escape' })),
    []
  )

  const current = queue[0]
  const dialog = current && (
    <AlertDialog
      key={current.key}
      options={current.options}
      onSettled={(result) => {
        setQueue((pending) => pending.slice(1))
        current.settle(result)
      }}
    />
  )
  return { show, dialog }
}
