import { api, overrideExisting, keepMatching, type Listed } from '@/redux/api'
import type {
  CalendarEvent,
  CalendarName,
  EventResponse,
  EventsResponse,
  EventUpdate,
  NewEvent,
  RemoveEventResponse
} from './contract'
import { calendarEventSchema, endpoints } from './contract'

// After add, update and delete the events shown are refetched.
const list = { type: 'CalendarEvent', id: 'LIST' } as const

const keepEvents = (answer: EventsResponse) =>
  keepMatching<{ events: CalendarEvent[] }, 'events'>('events', calendarEventSchema)({ events: answer })

export const calendarApi = api.enhanceEndpoints({ addTagTypes: ['CalendarEvent'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getEvents: build.query<Listed<{ events: CalendarEvent[] }>, readonly CalendarName[]>({
      // A comma-separated string: the one spelling every backend reads the same way.
      query: (calendars) => ({ url: endpoints.events, params: { calendars: calendars.join(',') } }),
      transformResponse: keepEvents,
      providesTags: [list]
    }),
    addEvent: build.mutation<EventResponse, NewEvent>({
      query: (event) => ({ url: endpoints.add, method: 'post', data: { event } }),
      invalidatesTags: [list]
    }),
    updateEvent: build.mutation<EventResponse, EventUpdate>({
      query: (event) => ({ url: endpoints.update, method: 'post', data: { event } }),
      invalidatesTags: [list]
    }),
    deleteEvent: build.mutation<RemoveEventResponse, number>({
      query: (id) => ({ url: endpoints.remove, method: 'delete', params: { id } }),
      invalidatesTags: [list]
    })
  })
})

export const { useGetEventsQuery, useAddEventMutation, useUpdateEventMutation, useDeleteEventMutation } =
  calendarApi
