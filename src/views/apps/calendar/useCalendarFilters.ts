import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { calendarNames, type CalendarName } from './contract'

const param = 'calendars'

/** In the URL so a reload or a shared link shows the same events; absent means all five, empty none. */
export function useCalendarFilters() {
  const [searchParams, setSearchParams] = useSearchParams()
  const raw = searchParams.get(param)
  const selected = useMemo(
    (): CalendarName[] =>
      raw === null ? [...calendarNames] : calendarNames.filter((name) => raw.split(',').includes(name)),
    [raw]
  )

  const choose = useCallback(
    (next: readonly CalendarName[]) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          if (next.length === calendarNames.length) params.delete(param)
          else params.set(param, calendarNames.filter((name) => next.includes(name)).join(','))
          return params
        },
        { replace: true }
      ),
    [setSearchParams]
  )

  const toggle = useCallback(
    (name: CalendarName) =>
      choose(selected.includes(name) ? selected.filter((one) => one !== name) : [...selected, name]),
    [choose, selected]
  )
  const toggleAll = useCallback(
    () => choose(selected.length === calendarNames.length ? [] : calendarNames),
    [choose, selected]
  )

  return { selected, toggle, toggleAll }
}
