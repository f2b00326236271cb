import { describe, expect, it } from 'vitest'
import { createEmails } from '../apps/email/data'
import { seedTime } from './seedTime'

describe('seedTime', () => {
  it.each([
    [0, 5],
    [6, 48],
    [12, 0],
    [23, 59]
  ])('keeps today’s order and stays in the past at %i:%i', (hour, minute) => {
    const now = new Date(2026, 10, 24, hour, minute)
    const times = [
      [0, 6, 30],
      [0, 8, 12],
      [0, 23, 0]
    ].map(([days, h, m]) => Date.parse(seedTime(days!, h!, m!, now)))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(times.every((time) => time <= now.getTime())).toBe(true)
  })

  it('gives earlier days their own hour and minute', () => {
    const now = new Date(2026, 10, 24, 6, 48)
    expect(new Date(seedTime(2, 16, 45, now))).toEqual(new Date(2026, 10, 22, 16, 45))
  })

  it('orders the email seed’s inbox of today at any hour (08:12 after 06:30, also at 06:48)', () => {
    const byId = new Map(
      createEmails(new Date(2026, 10, 24, 6, 48)).map((email) => [email.id, Date.parse(email.time)])
    )
    expect(byId.get(1)!).toBeGreaterThan(byId.get(3)!)
  })
})
