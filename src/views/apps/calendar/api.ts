import { answeredBy, api, overrideExisting, type Answer } from '@/redux/api'
import type { CalendarName, EventUpdate, NewEvent } from './contract'
import { deleteEventAnswer, endpoints, eventAnswer, eventsAnswer } from './contract'

// After add, update and delete the events shown are refetched.
const list = { type: 'CalendarEvent', id: 'LIST' } as const

export const calendarApi = api.enhanceEndpoints({ addTagTypes: ['CalendarEvent'] }).injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getEvents: build.query<Answer<typeof eventsAnswer>, readonly CalendarName[]>({
      ...answeredBy(eventsAnswer),
      // A comma-separated string: the one spelling every backend reads the same way.
      query: (calendars) => ({ url: endpoints.events, params: { calendars: calendars.join(',') } }),
      providesTags: [list]
    }),
    addEvent: build.mutation<Answer<typeof eventAnswer>, NewEvent>({
      ...answeredBy(eventAnswer),
      query: (event) => ({ url: endpoints.add, method: 'post', data: { event } }),
      invalidatesTags: [list]
    }),
    updateEvent: build.mutation<Answer<typeof eventAnswer>, EventUpdate>({
      ...answeredBy(eventAnswer),
      query: (event) => ({ url: endpoints.update, method: 'post', data: { event } }),
      invalidatesTags: [list]
    }),
    deleteEvent: build.mutation<Answer<typeof deleteEventAnswer>, number>({
      ...answeredBy(deleteEventAnswer),
      query: (id) => ({ url: endpoints.remove, method: 'delete', params: { id } }),
      invalidatesTags: [list]
    })
  })
})

export const { useGetEventsQuery, useAddEventMutation, useUpdateEventMutation, useDeleteEventMutation } =
  calendarApi
