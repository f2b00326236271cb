import {
  calendarNames,
  endNotBeforeStart,
  endpoints,
  eventIdParams,
  eventUpdateSchema,
  newEventSchema,
  type CalendarEvent,
  type CalendarName,
  eventsAnswer,
  eventAnswer,
  deleteEventAnswer
} from '@/views/apps/calendar/contract'
import { z } from 'zod/mini'
import { del, get, post, type RouteDef } from '../../route'
import {
  badRequest,
  created,
  createStore,
  merge,
  nextId,
  ok,
  parse,
  readList,
  refuse,
  removeById,
  updateById
} from '../../utils'
import { permissionsOn } from '../../permission'

const may = permissionsOn('Calendar')

const store = createStore('calendar-events', () => import('./data').then((m) => m.createEvents()))

const isCalendar = (name: string): name is CalendarName => (calendarNames as readonly string[]).includes(name)

function refuseBackwards(event: Pick<CalendarEvent, 'start' | 'end'>): void {
  if (!endNotBeforeStart(event))
    refuse(badRequest({ error: 'end must not be before start', code: 'notBeforeStart', field: 'end' }))
}

/** This area's calls, named in src/@fake-db/allHandlers.ts (the app's mock finds the folder itself). */
export const handlers: RouteDef[] = [
  get(
    endpoints.events,
    async (req) => {
      const wanted = new Set(readList(req.params.calendars).filter(isCalendar))
      return ok((await store.get()).filter((event) => wanted.has(event.extendedProps.calendar)))
    },
    {
      permission: may.read,
      answer: eventsAnswer,
      query: z.object({ calendars: z.optional(z.array(z.enum(calendarNames))) })
    }
  ),
  post(
    endpoints.add,
    async (req) => {
      const { event: fields } = parse(newEventSchema, req.body)
      const events = await store.get()
      const { extendedProps, ...rest } = fields
      const defaults: CalendarEvent = {
        id: nextId(events),
        url: '',
        title: '',
        start: '',
        end: '',
        allDay: false,
        extendedProps: { calendar: 'Personal', guests: [], location: '', description: '' }
      }
      const event: CalendarEvent = {
        ...merge(defaults, rest),
        extendedProps: merge(defaults.extendedProps, extendedProps ?? {})
      }
      events.push(event)
      return created({ event })
    },
    { permission: may.create, answer: eventAnswer, created: true, body: newEventSchema }
  ),
  post(
    endpoints.update,
    async (req) => {
      const { event: fields } = parse(eventUpdateSchema, req.body)
      const { id, extendedProps, ...rest } = fields
      const events = await store.get()
      const event = updateById(events, id, 'event', (current) => ({
        ...merge(current, rest),
        extendedProps: merge(current.extendedProps, extendedProps ?? {})
      }))
      refuseBackwards(event)
      return ok({ event })
    },
    { permission: may.update, answer: eventAnswer, body: eventUpdateSchema }
  ),
  del(
    endpoints.remove,
    async (req) => {
      const { id } = parse(eventIdParams, req.params)
      removeById(await store.get(), id, 'event')
      return ok({})
    },
    { permission: may.delete, answer: deleteEventAnswer, query: eventIdParams }
  )
]
