import { useCallback, useState } from 'react'
import type { CalendarEvent, CalendarName } from './contract'
import { eventValues, newEventValues, type EventFormValues } from './eventValues'

interface PanelState {
  isOpen: boolean
  /** The panel then stays mounted, so it can animate closed. */
  opened: boolean
  event: CalendarEvent | null
  values: EventFormValues
}

export function useEventPanel(selected: readonly CalendarName[]) {
  const [state, setState] = useState<PanelState>(() => ({
    isOpen: false,
    opened: false,
    event: null,
    values: newEventValues(null, 'Personal')
  }))
  const calendar = selected[0] ?? 'Personal'

  const add = useCallback(
    (range: { start: Date; end: Date; allDay: boolean } | null = null) =>
      setState({ isOpen: true, opened: true, event: null, values: newEventValues(range, calendar) }),
    [calendar]
  )
  const edit = useCallback(
    (event: CalendarEvent) => setState({ isOpen: true, opened: true, event, values: eventValues(event) }),
    []
  )
  const close = useCallback(() => setState((current) => ({ ...current, isOpen: false })), [])

  return { ...state, add, edit, close }
}
