import { describe, expect, it } from 'vitest'
import { endNotBeforeStart, isLocalDateTime, type CalendarEvent } from './contract'
import { eventFields, eventValues, newEventValues, withAllDay } from './eventValues'

const event: CalendarEvent = {
  id: 3,
  url: '',
  title: 'Sprint',
  start: '2030-05-06',
  end: '2030-05-09',
  allDay: true,
  extendedProps: { calendar: 'Business', guests: ['Ada'], location: 'Studio', description: '' }
}

describe('the contract rules', () => {
  it('reads local dates and date-times that exist', () => {
    for (const good of ['2030-02-28', '2028-02-29', '2030-05-06T00:00', '2030-05-06T23:59:59'])
      expect(isLocalDateTime(good)).toBe(true)
    for (const bad of [
      '2030-02-30',
      '2030-13-01',
      '2030-05-06T24:00',
      '2030-5-6',
      '06/05/2030',
      '2030-05-06 10:00',
      ''
    ])
      expect(isLocalDateTime(bad)).toBe(false)
  })

  it('lets an event end when it starts or later, or have no end', () => {
    expect(endNotBeforeStart({ start: '2030-05-06T10:00', end: '2030-05-06T10:00' })).toBe(true)
    expect(endNotBeforeStart({ start: '2030-05-06', end: '2030-05-06T08:00' })).toBe(true)
    expect(endNotBeforeStart({ start: '2030-05-06T10:00', end: '' })).toBe(true)
    expect(endNotBeforeStart({ start: '2030-05-06T10:00', end: '2030-05-06T09:59' })).toBe(false)
    expect(endNotBeforeStart({ start: '2030-05-06T10:00', end: '2030-05-05' })).toBe(false)
  })
})

describe('the panel values', () => {
  it('shows an all-day end as its last day and stores it as the day after', () => {
    const values = eventValues(event)
    expect(values).toMatchObject({
      start: '2030-05-06',
      end: '2030-05-08',
      calendar: 'Business',
      guests: [{ name: 'Ada', avatar: '', color: 'secondary' }]
    })
    expect(eventFields(values)).toEqual({
      title: 'Sprint',
      allDay: true,
      start: '2030-05-06',
      end: '2030-05-09',
      url: '',
      extendedProps: { calendar: 'Business', guests: ['Ada'], location: 'Studio', description: '' }
    })
    expect(eventFields({ ...values, end: '' }).end).toBe('2030-05-07')
  })

  it('prefills a new event from a selected range', () => {
    const days = newEventValues(
      { start: new Date(2030, 4, 6), end: new Date(2030, 4, 8), allDay: true },
      'Family'
    )
    expect(days).toMatchObject({
      start: '2030-05-06',
      end: '2030-05-07',
      allDay: true,
      calendar: 'Family',
      title: ''
    })
    const hours = newEventValues(
      { start: new Date(2030, 4, 6, 9, 30), end: new Date(2030, 4, 6, 11), allDay: false },
      'ETC'
    )
    expect(hours).toMatchObject({ start: '2030-05-06T09:30', end: '2030-05-06T11:00', allDay: false })
  })

  it('switches dates and times when "All day" is toggled', () => {
    expect(withAllDay({ start: '2030-05-06T09:30', end: '2030-05-06T11:00' }, true)).toEqual({
      start: '2030-05-06',
      end: '2030-05-06'
    })
    expect(withAllDay({ start: '2030-05-06', end: '' }, false)).toEqual({
      start: '2030-05-06T09:00',
      end: ''
    })
  })
})
