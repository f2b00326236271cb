import { describe, expect, it } from 'vitest'
import { localDateTime, zIsoDate, zIsoDateTime } from './contract'

describe('localDateTime', () => {
  it('keeps a local date or date-time, dropping seconds and fractions', () => {
    expect(localDateTime('2030-05-04')).toBe('2030-05-04')
    expect(localDateTime(' 2030-05-04T09:30 ')).toBe('2030-05-04T09:30')
    expect(localDateTime('2030-05-04T09:30:59.123456')).toBe('2030-05-04T09:30')
  })

  it('reads an instant with an offset in the local time zone', () => {
    const instant = new Date(2030, 11, 31, 23, 45)
    expect(localDateTime(instant.toISOString())).toBe('2030-12-31T23:45')
    const offset = -instant.getTimezoneOffset()
    const sign = offset < 0 ? '-' : '+'
    const hhmm = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    expect(localDateTime(`2030-12-31T23:45:00${sign}${hhmm(Math.abs(offset))}`)).toBe('2030-12-31T23:45')
  })

  it.each([
    '2030-02-30',
    '2030-13-01',
    '2030-05-04T24:00',
    '2030-05-04T09',
    '2030-05-04T09:30+2',
    'soon',
    ''
  ])('refuses %s', (value) => expect(localDateTime(value)).toBeUndefined())
})

describe('zIsoDate and zIsoDateTime', () => {
  it('answer in the stored form and refuse with the rule code', () => {
    expect(zIsoDate().parse(new Date(2030, 0, 2).toISOString())).toBe('2030-01-02')
    expect(zIsoDateTime().parse('2030-01-02T08:05:30')).toBe('2030-01-02T08:05')
    expect(zIsoDate().safeParse('2030-02-30').error?.issues[0]?.message).toBe('date')
    expect(zIsoDateTime().safeParse('noon').error?.issues[0]?.message).toBe('dateTime')
  })
})
