import { useCallback } from 'react'
import { useListState, type ListStateSpec } from '@core/list/useListState'
import { choices, type ChoicesRule } from '@/utility/list.contract'
import { calendarNames, type CalendarName } from './contract'

const filterSpec: ListStateSpec<{ calendars: ChoicesRule<CalendarName> }> = {
  params: { calendars: choices(calendarNames, calendarNames) }
}

/** In the URL so a reload or a shared link shows the same events; absent means all five, empty none. */
export function useCalendarFilters() {
  const { state, update } = useListState(filterSpec)
  const selected = state.calendars

  const choose = useCallback(
    (next: readonly CalendarName[]) =>
      update({ calendars: calendarNames.filter((name) => next.includes(name)) }, { replace: true }),
    [update]
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
