import type { TimeRange } from '@widgets/cards/contract'

/** A repeatable stream of numbers in [0, 1), so every load of a dashboard's seed shows the same figures. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A whole number between low and high (both included). */
export const between = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1))

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** The first day of each period a range is drawn in: weeks for the last 28 days and last month, months for a year. */
export function rangePeriods(range: TimeRange, now = new Date()): string[] {
  const y = now.getFullYear()
  const m = now.getMonth()
  if (range === 'last-year') return Array.from({ length: 12 }, (_, i) => isoDay(new Date(y, m - 11 + i, 1)))
  const start = range === 'last-month' ? new Date(y, m - 1, 1) : new Date(y, m, now.getDate() - 27)
  return Array.from({ length: 4 }, (_, i) => isoDay(new Date(start.getTime() + i * 7 * 864e5)))
}

/** A day counted from today, `YYYY-MM-DD` (negative: in the past). */
export const dayFromToday = (days: number, now = new Date()) =>
  isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days))

/** How much bigger a range's counts are than the last 28 days'. */
export const rangeScale: Record<TimeRange, number> = {
  'last-28-days': 1,
  'last-month': 1.1,
  'last-year': 12.5
}
