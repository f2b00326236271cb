const day = 24 * 60 * 60 * 1000
/** How far back the big list's copies reach, so ten thousand mails read as years of mail, not one day's. */
const reach = 10 * 365 * day
const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

const isDate = (value: unknown): value is string => typeof value === 'string' && isoDate.test(value)

function datesIn(value: unknown, found: number[] = []): number[] {
  if (isDate(value)) found.push(Date.parse(value))
  else if (Array.isArray(value)) value.forEach((item) => datesIn(item, found))
  else if (typeof value === 'object' && value !== null)
    Object.values(value).forEach((item) => datesIn(item, found))
  return found
}

/** Each copy of the seed sits one seed's time span before the last, whole days, within the reach. */
export function copyShift(rows: unknown[], length: number): number {
  const dates = datesIn(rows).filter(Number.isFinite)
  if (dates.length === 0) return 0
  const span = Math.max(...dates) - Math.min(...dates) + day
  const copies = Math.max(1, Math.ceil(length / rows.length))
  return Math.max(day, Math.floor(Math.min(span, reach / copies) / day) * day)
}

function shiftDate(value: string, by: number): string {
  const shifted = new Date(Date.parse(value) - by).toISOString()
  return value.length === 10 ? shifted.slice(0, 10) : shifted
}

/** A deep copy of the record with every ISO date moved `by` milliseconds back. */
export function olderCopy<T>(value: T, by: number): T {
  if (by === 0) return structuredClone(value)
  if (isDate(value)) return shiftDate(value, by) as T
  if (Array.isArray(value)) return value.map((item: unknown) => olderCopy(item, by)) as T
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, olderCopy(item, by)])) as T
}
