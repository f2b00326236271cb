/** What every list starts with: the seed, nothing, or the seed repeated to `bigListLength` records. */
export type DataSize = 'seed' | 'empty' | 'big'

export const bigListLength = 10_000

import { copyShift, olderCopy } from './seedDates'

type Id = number | string
type Row = Record<string, unknown> & { id: Id }

function isRecordList(value: unknown): value is Row[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (row: unknown) =>
        typeof row === 'object' &&
        row !== null &&
        'id' in row &&
        (typeof row.id === 'number' || typeof row.id === 'string')
    )
  )
}

/** Copies keep every field of their seed record but the id and dates, so references to seed records stay valid. */
function grow(rows: Row[]): Row[] {
  const numeric = rows.every((row) => typeof row.id === 'number')
  const maxId = numeric ? Math.max(...rows.map((row) => Number(row.id))) : 0
  const grown = [...rows]
  const shift = copyShift(rows, bigListLength)
  for (let i = rows.length; i < bigListLength; i++) {
    const source = rows[i % rows.length]
    const id = numeric ? maxId + i - rows.length + 1 : `${source.id}-${Math.floor(i / rows.length)}`
    grown.push({ ...olderCopy(source, Math.floor(i / rows.length) * shift), id })
  }
  return grown
}

function resize(value: unknown, size: DataSize): unknown {
  if (!isRecordList(value)) return value
  return size === 'empty' ? [] : grow(value)
}

/** Resizes the seed's lists of records: the seed itself, or each of its top-level fields. */
export function shapeSeed<T>(seed: T, size: DataSize): T {
  if (size === 'seed') return seed
  if (Array.isArray(seed)) return resize(seed, size) as T
  if (typeof seed !== 'object' || seed === null) return seed
  const fields = Object.entries(seed).map(([key, value]) => [key, resize(value, size)])
  return Object.fromEntries(fields) as T
}
