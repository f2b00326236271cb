import { z } from 'zod/mini'
import { versionParams, versioned } from '@/utility/version.contract'
import { emptyAnswer, keptArray, type Sent } from '@/utility/answer.contract'
import { idSchema, limits, zIsoDateTime, zRequiredText, zText, zUrl, zValues } from '@/utility/contract'
import { asPerson, type PersonOnWire } from '@/utility/people.contract'

export const calendarNames = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const
export type CalendarName = (typeof calendarNames)[number]

export const calendarColors: Record<CalendarName, 'danger' | 'primary' | 'warning' | 'success' | 'info'> = {
  Personal: 'danger',
  Business: 'primary',
  Family: 'warning',
  Holiday: 'success',
  ETC: 'info'
}

export const maxGuests = 20

/** A guest travels as the team member's name; the picture and colour are the team's. */
export const guestOnWire: PersonOnWire<string> = {
  toPerson: (name) => asPerson(name),
  toWire: ({ name }) => name
}

export const endpoints = {
  events: '/apps/calendar/events',
  add: '/apps/calendar/add-event',
  update: '/apps/calendar/update-event',
  remove: '/apps/calendar/remove-event'
} as const

const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?)?$/

export function isLocalDateTime(value: string): boolean {
  const match = dateTimePattern.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const date = new Date(year, month, day)
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day
}

/** Both are local ISO texts, so their order is their text order once a bare date is read as its midnight. */
export function endNotBeforeStart({ start, end }: { start: string; end?: string }): boolean {
  const atMidnight = (value: string) => (value.length === 10 ? `${value}T00:00` : value.slice(0, 16))
  return !end || atMidnight(end) >= atMidnight(start)
}

const dateTimeSchema = zIsoDateTime()

export const eventDetailsSchema = z.object({
  calendar: z.enum(calendarNames),
  guests: zValues(zRequiredText(), maxGuests),
  location: zText(),
  description: zText(limits.text)
})

export const calendarEventSchema = z.object({
  id: z.int(),
  url: zUrl(),
  title: zRequiredText(),
  start: dateTimeSchema,
  /** For all-day events the day after the last day (exclusive, as FullCalendar counts); `''` when none. */
  end: z.union([z.literal(''), dateTimeSchema]),
  allDay: z.boolean(),
  extendedProps: eventDetailsSchema,
  ...versioned
})
export type CalendarEvent = z.infer<typeof calendarEventSchema>

const someDetails = z.partial(eventDetailsSchema)
const optionalDetails = z.optional(someDetails)
const eventBase = z.omit(calendarEventSchema, { id: true, extendedProps: true })
const eventWithDetails = z.extend(eventBase, { extendedProps: optionalDetails })

export const eventFieldsSchema = z.partial(eventWithDetails)
const requiredFields = z.required(eventFieldsSchema, { title: true, start: true })
const newEventFields = requiredFields.check(
  z.refine(endNotBeforeStart, { message: 'notBeforeStart', path: ['end'] })
)
const eventUpdateFields = z.extend(eventFieldsSchema, { id: idSchema })

export const newEventSchema = z.object({ event: newEventFields })
export type NewEvent = z.input<typeof newEventSchema>['event']

export const eventUpdateSchema = z.object({ event: eventUpdateFields })
export type EventUpdate = z.input<typeof eventUpdateSchema>['event']

export const eventIdParams = z.object({ id: idSchema, ...versionParams.shape })

export const eventsAnswer = keptArray(calendarEventSchema, 'events')
export type EventsResponse = Sent<typeof eventsAnswer>
export const eventAnswer = z.object({ event: calendarEventSchema })
export type EventResponse = Sent<typeof eventAnswer>
export const deleteEventAnswer = emptyAnswer
export type RemoveEventResponse = Sent<typeof deleteEventAnswer>
