import { describe, expect, it } from 'vitest'
import { call, expectRefused, freshMockPerTest } from '@tests/mockApi'
import { calendarNames, type CalendarEvent, type EventResponse } from '@/views/apps/calendar/contract'

const events = async (calendars: unknown = calendarNames) =>
  (await call<CalendarEvent[]>('get', '/apps/calendar/events', { params: { calendars } })).body
const all = () => events()
const add = (data: unknown) =>
  call<EventResponse & { error: string }>('post', '/apps/calendar/add-event', { data })
const update = (data: unknown) =>
  call<EventResponse & { error: string }>('post', '/apps/calendar/update-event', { data })
const remove = (params: unknown) =>
  call<{ error?: string }>('delete', '/apps/calendar/remove-event', { params })

freshMockPerTest()

describe('GET /apps/calendar/events', () => {
  it('gives the 10 seeded events of all five calendars around this month, each well formed', async () => {
    const { status, body } = await call<CalendarEvent[]>('get', '/apps/calendar/events', {
      params: { calendars: [...calendarNames] }
    })
    expect(status).toBe(200)
    expect(body.map((event) => event.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(new Set(body.map((event) => event.extendedProps.calendar))).toEqual(new Set(calendarNames))
    const now = new Date()
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
    expect(body.filter((event) => event.start.startsWith(month)).length).toBeGreaterThanOrEqual(8)
    expect(body.some((event) => event.allDay) && body.some((event) => !event.allDay)).toBe(true)
    expect(body.filter((event) => event.url !== '')).toHaveLength(1)
    const days = (event: CalendarEvent) =>
      (new Date(event.end).getTime() - new Date(event.start).getTime()) / 86_400_000
    expect(body.some((event) => event.allDay && days(event) > 1)).toBe(true)
    for (const event of body) expect(event.end >= event.start).toBe(true)
  })

  it('keeps only the chosen calendars, given as a list or a comma-separated string', async () => {
    const business = await events(['Business'])
    expect(business.length).toBeGreaterThan(0)
    expect(business.every((event) => event.extendedProps.calendar === 'Business')).toBe(true)
    const two = await events('Family, Holiday')
    expect(new Set(two.map((event) => event.extendedProps.calendar))).toEqual(new Set(['Family', 'Holiday']))
    expect((await events(['Business', 'Nope'])).map((e) => e.id)).toEqual(business.map((e) => e.id))
  })

  it('gives no events for an empty or absent list', async () => {
    expect(await events([])).toEqual([])
    expect(await events('')).toEqual([])
    expect((await call('get', '/apps/calendar/events')).body).toEqual([])
  })
})

describe('POST /apps/calendar/add-event', () => {
  it('creates with the next id and defaults, and lists it in its calendar', async () => {
    const { status, body } = await add({
      event: { title: ' Team lunch ', start: '2030-05-04T12:00', extendedProps: { calendar: 'Business' } }
    })
    expect(status).toBe(201)
    expect(body.event).toEqual({
      id: 11,
      url: '',
      title: 'Team lunch',
      start: '2030-05-04T12:00',
      end: '',
      allDay: false,
      extendedProps: { calendar: 'Business', guests: [], location: '', description: '' },
      version: 1
    })
    expect((await events(['Business'])).at(-1)).toEqual(body.event)
  })

  it('keeps every field given', async () => {
    const event = {
      url: 'https://example.com/x',
      title: 'Trip',
      start: '2030-05-04',
      end: '2030-05-07',
      allDay: true,
      extendedProps: {
        calendar: 'Holiday',
        guests: ['Ada Moss'],
        location: 'Coast',
        description: 'Pack light'
      }
    }
    const { status, body } = await add({ event })
    expect(status).toBe(201)
    expect(body.event).toEqual({ ...event, id: 11, version: 1 })
  })

  it('accepts what a JavaScript client sends (seconds, fraction, offset) and stores the local date-time', async () => {
    const start = new Date(2030, 4, 4, 12, 30).toISOString()
    const { status, body } = await add({ event: { title: 'Lunch', start, end: '2030-05-04T23:15:59.5' } })
    expect(status).toBe(201)
    expect([body.event.start, body.event.end]).toEqual(['2030-05-04T12:30', '2030-05-04T23:15'])
    expect((await all()).find((event) => event.id === body.event.id)?.start).toBe('2030-05-04T12:30')
    const day = (await add({ event: { title: 'Trip', start: '2030-05-06', allDay: true } })).body.event
    expect(day.start).toBe('2030-05-06')
  })

  it.each([
    ['a body that is not an object', 'party', /body/],
    ['no event', {}, /event is required/],
    ['a missing title', { event: { start: '2030-01-01' } }, /event\.title is required/],
    ['a blank title', { event: { title: '  ', start: '2030-01-01' } }, /event\.title is required/],
    ['a missing start', { event: { title: 'A' } }, /event\.start is required/],
    [
      'a start that is not a date',
      { event: { title: 'A', start: 'tomorrow' } },
      /event\.start must be a date/
    ],
    [
      'a day that does not exist',
      { event: { title: 'A', start: '2030-02-30' } },
      /event\.start must be a date/
    ],
    [
      'an offset that does not exist',
      { event: { title: 'A', start: '2030-01-01T10:00:00+25:00' } },
      /event\.start must be a date/
    ],
    [
      'a date-time without minutes',
      { event: { title: 'A', start: '2030-01-01T10Z' } },
      /event\.start must be a date/
    ],
    [
      'an end before the start',
      { event: { title: 'A', start: '2030-01-02T10:00', end: '2030-01-02T09:00' } },
      /event\.end must not be before start/
    ],
    [
      'an unknown calendar',
      { event: { title: 'A', start: '2030-01-01', extendedProps: { calendar: 'Work' } } },
      /event\.extendedProps\.calendar must be one of/
    ],
    [
      'guests that are not a list',
      { event: { title: 'A', start: '2030-01-01', extendedProps: { guests: 'Ada' } } },
      /guests must be a list/
    ],
    [
      'allDay that is not a boolean',
      { event: { title: 'A', start: '2030-01-01', allDay: 'yes' } },
      /allDay must be true or false/
    ]
  ])('answers 400 for %s and stores nothing', async (_, data, message) => {
    await expectRefused(() => add(data), all, 400, message)
  })
})

describe('POST /apps/calendar/update-event', () => {
  it('merges the given fields and details, keeping the rest', async () => {
    const before = (await all())[0]!
    const { status, body } = await update({
      event: {
        id: '1',
        start: '2030-03-03T10:00',
        end: '2030-03-03T11:00',
        extendedProps: { location: 'Online' }
      }
    })
    expect(status).toBe(200)
    expect(body.event).toEqual({
      ...before,
      start: '2030-03-03T10:00',
      end: '2030-03-03T11:00',
      extendedProps: { ...before.extendedProps, location: 'Online' },
      version: 2
    })
    expect((await all())[0]).toEqual(body.event)
  })

  it('answers 404 for an unknown id and 400 for bad input, changing nothing', async () => {
    await expectRefused(() => update({ event: { id: 99, title: 'x' } }), all, 404, 'Event not found')
    const bad: [unknown, RegExp][] = [
      [[1], /body/],
      [{ event: { title: 'x' } }, /event\.id is required/],
      [{ event: { id: 'one' } }, /event\.id/],
      [{ event: { id: 1, title: '' } }, /event\.title is required/],
      [{ event: { id: 1, start: '3 March' } }, /event\.start must be a date/],
      [{ event: { id: 1, extendedProps: { calendar: 'Other' } } }, /calendar must be one of/],
      [{ event: { id: 1, start: '2099-01-01T10:00' } }, /end must not be before start/]
    ]
    for (const [data, message] of bad) await expectRefused(() => update(data), all, 400, message)
  })
})

describe('DELETE /apps/calendar/remove-event', () => {
  it('removes the event', async () => {
    expect((await remove({ id: 3 })).status).toBe(200)
    expect((await all()).map((event) => event.id)).not.toContain(3)
    expect(await all()).toHaveLength(9)
  })

  it('answers 404 for an unknown id and 400 for a missing or malformed one, changing nothing', async () => {
    await expectRefused(() => remove({ id: 42 }), all, 404, 'Event not found')
    for (const params of [{}, { id: 'three' }]) await expectRefused(() => remove(params), all, 400, /id/)
  })
})
