import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { createIntentParam } from '../app/commands'

/** Opens the screen's add form when the address asks for it, then drops the ask so a reload does not reopen it. */
export function useCreateIntent(openAddForm: () => void) {
  const [params, setParams] = useSearchParams()
  const asked = params.has(createIntentParam)
  // Once per ask: the form's own renders must not reopen it before the address has changed.
  const handled = useRef(false)

  useEffect(() => {
    if (!asked) {
      handled.current = false
      return
    }
    if (handled.current) return
    handled.current = true
    openAddForm()
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(createIntentParam)
        return next
      },
      { replace: true }
    )
  }, [asked, openAddForm, setParams])
}
