import { z } from 'zod'
import { addDays, storedRange } from './dates'
import { calendarEventSchema, endNotBeforeStart, eventDetailsSchema, isLocalDateTime, type CalendarEvent, type CalendarName, type NewEvent } from './contract'

// The event panel's form: the contract's fields with what a person typing needs on top. Messages
// with a dot are `calendar` i18n keys; the others are validation codes (FormField translates both).
// An all-day event's end is shown as its last day (the contract stores the day after it).

const dateTime = z.string().refine(isLocalDateTime, 'validation.dateTime')

export const eventFormSchema = z
  .object({
    title: calendarEventSchema.shape.title,
    calendar: eventDetailsSchema.shape.calendar,
    allDay: z.boolean(),
    start: dateTime,
    end: z.union([z.literal(''), dateTime]),
    url: calendarEventSchema.shape.url.regex(/^(https?:\/\/\S+)?$/, 'validation.url'),
    guests: eventDetailsSchema.shape.guests,
    location: eventDetailsSchema.shape.location,
    description: eventDetailsSchema.shape.description
  })
  .refine(endNotBeforeStart, { path: ['end'], message: 'validation.endBeforeStart' })
export type EventFormValues = z.infer<typeof eventFormSchema>

/** A new event's values: from a selected range (or today, one hour from the next full hour). */
export function newEventValues(range: { start: Date; end: Date; allDay: boolean } | null, calendar: CalendarName): EventFormValues {
  const now = new Date()
  now.setMinutes(0, 0, 0)
  now.setHours(now.getHours() + 1)
  const { start, end, allDay } = range ?? { start: now, end: new Date(now.getTime() + 3_600_000), allDay: false }
  const stored = storedRange(start, end, allDay)
  return {
    title: '', calendar, allDay, url: '', guests: [], location: '', description: '',
    start: stored.start,
    end: allDay && stored.end ? addDays(stored.end, -1) : stored.end
  }
}

/** The panel's values for an existing event. */
export function eventValues({ title, allDay, start, end, url, extendedProps }: CalendarEvent): EventFormValues {
  return { title, allDay, start, end: allDay && end ? addDays(end, -1) : end, url, ...extendedProps }
}

/** The values switched to or from all day: dates keep their day, times start at 09:00. */
export function withAllDay(values: Pick<EventFormValues, 'start' | 'end'>, allDay: boolean): Pick<EventFormValues, 'start' | 'end'> {
  const convert = (value: string, time: string) => (!value ? '' : allDay ? value.slice(0, 10) : value.length === 10 ? `${value}T${time}` : value)
  return { start: convert(values.start, '09:00'), end: convert(values.end, '10:00') }
}

/** What the add and update calls send for the values. */
export function eventFields({ title, allDay, start, end, url, calendar, guests, location, description }: EventFormValues): NewEvent {
  const lastDay = end || start
  return {
    title, allDay, start, url,
    end: allDay ? addDays(lastDay < start ? start : lastDay, 1) : end,
    extendedProps: { calendar, guests, location, description }
  }
}
