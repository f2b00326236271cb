import { addDays, storedRange } from './dates'
import { guestOnWire, type CalendarEvent, type CalendarName, type NewEvent } from './contract'
import type { Person } from '@/utility/people.contract'

/** An all-day event's end is shown as its last day: the contract stores the day after it. */
export interface EventFormValues {
  title: string
  calendar: CalendarName
  allDay: boolean
  start: string
  end: string
  url: string
  guests: Person[]
  location: string
  description: string
}

export function newEventValues(
  range: { start: Date; end: Date; allDay: boolean } | null,
  calendar: CalendarName
): EventFormValues {
  const now = new Date()
  now.setMinutes(0, 0, 0)
  now.setHours(now.getHours() + 1)
  const { start, end, allDay } = range ?? {
    start: now,
    end: new Date(now.getTime() + 3_600_000),
    allDay: false
  }
  const stored = storedRange(start, end, allDay)
  return {
    title: '',
    calendar,
    allDay,
    url: '',
    guests: [],
    location: '',
    description: '',
    start: stored.start,
    end: allDay && stored.end ? addDays(stored.end, -1) : stored.end
  }
}

export function eventValues({
  title,
  allDay,
  start,
  end,
  url,
  extendedProps
}: CalendarEvent): EventFormValues {
  return {
    title,
    allDay,
    start,
    end: allDay && end ? addDays(end, -1) : end,
    url,
    ...extendedProps,
    guests: extendedProps.guests.map(guestOnWire.toPerson)
  }
}

export function withAllDay(
  values: Pick<EventFormValues, 'start' | 'end'>,
  allDay: boolean
): Pick<EventFormValues, 'start' | 'end'> {
  const convert = (value: string, time: string) =>
    !value ? '' : allDay ? value.slice(0, 10) : value.length === 10 ? `${value}T${time}` : value
  return { start: convert(values.start, '09:00'), end: convert(values.end, '10:00') }
}

export function eventFields({
  title,
  allDay,
  start,
  end,
  url,
  calendar,
  guests,
  location,
  description
}: EventFormValues): NewEvent {
  const lastDay = end || start
  return {
    title,
    allDay,
    start,
    url,
    end: allDay ? addDays(lastDay < start ? start : lastDay, 1) : end,
    extendedProps: { calendar, guests: guests.map(guestOnWire.toWire), location, description }
  }
}
