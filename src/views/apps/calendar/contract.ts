/** The calendar app's contract with its backend (API.md "Calendar"): schemas, the types inferred
 *  from them, the calendar list and addresses. The screens and the mock both apply it. */
import { z } from 'zod'
import { idSchema, limits, zRequiredText, zText } from '@/utility/contract'

// ---- value lists ------------------------------------------------------------------------------

/** The five calendars (SPEC section 9), in the sidebar's order. */
export const calendarNames = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const
export type CalendarName = (typeof calendarNames)[number]

/** Each calendar's Bootstrap theme colour: its events and its legend dot. */
export const calendarColors: Record<CalendarName, 'danger' | 'primary' | 'warning' | 'success' | 'info'> = {
  Personal: 'danger',
  Business: 'primary',
  Family: 'warning',
  Holiday: 'success',
  ETC: 'info'
}

/** How many guests one event may have. */
export const maxGuests = 20

// ---- addresses ----------------------------------------------------------------------------------

/** The calls of API.md "Calendar". */
export const endpoints = {
  events: '/apps/calendar/events',
  add: '/apps/calendar/add-event',
  update: '/apps/calendar/update-event',
  remove: '/apps/calendar/remove-event'
} as const

// ---- rules --------------------------------------------------------------------------------------

const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?)?$/

/** A local date `YYYY-MM-DD` or date-time `YYYY-MM-DDTHH:mm[:ss]` that exists (no 30 February). */
export function isLocalDateTime(value: string): boolean {
  const match = dateTimePattern.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const date = new Date(year, month, day)
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day
}

/** `end` is not before `start`. Both are local ISO texts, so their order is their text order once
 *  a bare date is read as its midnight. An empty end (none) always passes. */
export function endNotBeforeStart({ start, end }: { start: string; end?: string }): boolean {
  const atMidnight = (value: string) => (value.length === 10 ? `${value}T00:00` : value.slice(0, 16))
  return !end || atMidnight(end) >= atMidnight(start)
}

// ---- schemas ------------------------------------------------------------------------------------

const dateTimeSchema = z.string().trim().refine(isLocalDateTime, 'dateTime')

/** What an event carries besides FullCalendar's own fields. */
export const eventDetailsSchema = z.object({
  /** The calendar the event belongs to: its colour and its filter. */
  calendar: z.enum(calendarNames),
  /** Guests' names; the screens show each with an avatar. */
  guests: z.array(zRequiredText()).max(maxGuests),
  location: zText(),
  description: zText(limits.text)
})

/** A calendar event (SPEC section 3), shaped as FullCalendar reads it. */
export const calendarEventSchema = z.object({
  /** Unique, numeric; new events get the highest id + 1. */
  id: z.int(),
  /** A link about the event, or `''`. */
  url: zText(limits.text),
  /** Never empty. */
  title: zRequiredText(),
  /** Local `YYYY-MM-DD` (all-day) or `YYYY-MM-DDTHH:mm`. */
  start: dateTimeSchema,
  /** Same format, not before `start`; for all-day events the day after the last day (exclusive,
   *  as FullCalendar counts); `''` when the event has no end. */
  end: z.union([z.literal(''), dateTimeSchema]),
  allDay: z.boolean(),
  extendedProps: eventDetailsSchema
})
export type CalendarEvent = z.infer<typeof calendarEventSchema>

// Each derived schema on its own top-level line: the build marks those pure, so a screen that
// imports only the lists above pulls no zod (see build/pureContracts.ts).
const someDetails = eventDetailsSchema.partial()
const optionalDetails = someDetails.optional()
const eventBase = calendarEventSchema.omit({ id: true, extendedProps: true })
const eventWithDetails = eventBase.extend({ extendedProps: optionalDetails })

/** The fields an add or update sends: every one optional, the details field by field. */
export const eventFieldsSchema = eventWithDetails.partial()
const requiredFields = eventFieldsSchema.required({ title: true, start: true })
const newEventFields = requiredFields.refine(endNotBeforeStart, { message: 'notBeforeStart', path: ['end'] })
const eventUpdateFields = eventFieldsSchema.extend({ id: idSchema })

/** Body of `add-event`: `{event}`, title and start required; the rest defaults (no end, not all
 *  day, no url, calendar Personal, no guests, empty texts). */
export const newEventSchema = z.object({ event: newEventFields })
export type NewEvent = z.input<typeof newEventSchema>['event']

/** Body of `update-event`: `{event}` with the id and the fields to replace (details merged field by
 *  field). The merged event must still end no earlier than it starts. */
export const eventUpdateSchema = z.object({ event: eventUpdateFields })
export type EventUpdate = z.input<typeof eventUpdateSchema>['event']

/** Query of `remove-event`. */
export const eventIdParams = z.object({ id: idSchema })

// ---- answers ------------------------------------------------------------------------------------

export type EventsResponse = CalendarEvent[]
export interface EventResponse {
  event: CalendarEvent
}
export type RemoveEventResponse = Record<string, never>
