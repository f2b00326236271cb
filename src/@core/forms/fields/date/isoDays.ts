import { isoDay } from '@/utility/rules.contract'

export const toDate = (day: string | undefined) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '')
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined
}

export const toDay = (date: Date | undefined) => (date ? isoDay(0, date) : '')

export type DateMode = 'single' | 'range' | 'datetime' | 'multiple'

/** What the form holds: `YYYY-MM-DD`, `{ from, to }` of those, `YYYY-MM-DDTHH:mm`, or a list of days. */
export function readStored(stored: unknown, mode: DateMode) {
  if (mode === 'multiple') {
    const days = (Array.isArray(stored) ? stored : []).map(String).filter((day) => toDate(day))
    return { from: days[0] ?? '', to: '', time: '', days }
  }
  if (mode === 'range') {
    const range = (typeof stored === 'object' && stored !== null ? stored : {}) as {
      from?: unknown
      to?: unknown
    }
    return { from: String(range.from ?? ''), to: String(range.to ?? ''), time: '', days: [] }
  }
  const [day = '', time = ''] = typeof stored === 'string' ? stored.split('T') : []
  return { from: day, to: '', time: time.slice(0, 5), days: [] }
}
