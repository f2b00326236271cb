// Demo data: paging, sorting and searching for the mock's list calls. Remove with the mock.
import type { SortDirection } from '@/utility/contract'

/** A positive integer from a number or numeric string (query params arrive as either), else fallback. */
export function toPositiveInt(value: unknown, fallback: number): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : fallback
}

/** The 1-based page of rows; a page past the end is empty. */
export function paginate<T>(rows: readonly T[], page: number, perPage: number): T[] {
  const start = (page - 1) * perPage
  return rows.slice(start, start + perPage)
}

/** The value at a dotted path such as `client.name`, or undefined. */
export function getPath(value: unknown, path: string): unknown {
  let current = value
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

// Money like '$1,250.50' or '-$320', and plain numeric strings like an age of '34', sort as numbers.
const numericText = /^(-)?\$?(-)?(\d[\d,]*(?:\.\d+)?|\.\d+)$/

function sortKey(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof Date) return value.getTime()
  if (typeof value !== 'string') return null
  const text = value.trim()
  const money = numericText.exec(text)
  if (money) return (money[1] || money[2] ? -1 : 1) * Number(money[3].replace(/,/g, ''))
  return text.toLowerCase()
}

function compareKeys(a: number | string | null, b: number | string | null): number {
  if (a === b) return 0
  if (a === null) return 1 // missing values go last
  if (b === null) return -1
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1 // numbers before text
  return a < b ? -1 : 1
}

/** A sorted copy, stable, by a dotted path: numbers and money numerically, text case-insensitively. */
export function sortBy<T>(rows: readonly T[], path: string, direction: SortDirection = 'asc'): T[] {
  const sign = direction === 'desc' ? -1 : 1
  return rows
    .map((row) => ({ row, key: sortKey(getPath(row, path)) }))
    .sort((x, y) => sign * compareKeys(x.key, y.key))
    .map(({ row }) => row)
}

/** 'asc' or 'desc' from a query param, else the fallback. */
export function toDirection(value: unknown, fallback: SortDirection): SortDirection {
  return value === 'asc' || value === 'desc' ? value : fallback
}

/** The search needle of a `q` param: trimmed and lower case; numbers by their decimal string. */
export function toNeedle(q: unknown): string {
  return typeof q === 'number' ? String(q) : typeof q === 'string' ? q.trim().toLowerCase() : ''
}

function searchable(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)]
  if (Array.isArray(value)) return value.flatMap(searchable)
  return []
}

/** Whether any value contains q (trimmed, case-insensitive; numbers by their decimal string; arrays
 *  by their items). An empty or absent q matches. */
export function matchesQuery(q: unknown, ...values: unknown[]): boolean {
  const needle = toNeedle(q)
  if (!needle) return true
  return values.flatMap(searchable).some((text) => text.toLowerCase().includes(needle))
}

/** How a list call reads its params (API.md "Conventions": paging, search, exact filters, sort). */
export interface ListSpec<T> {
  /** The values `q` searches in a row. */
  searched: (row: T) => unknown[]
  /** Rows `q` finds besides the text matches (the invoice list: "paid" finds settled invoices). */
  alsoFinds?: (row: T, needle: string) => boolean
  /** Params that filter exactly when non-empty: the param's name and the row's value. */
  filters?: Record<string, (row: T) => string>
  /** Compare the filters without regard to case. */
  filtersIgnoreCase?: boolean
  /** Columns `sortColumn` may name (dotted paths allowed); anything else falls back to `sort[0]`. */
  sortColumns: readonly string[]
  /** The default column and direction. */
  sort: readonly [column: string, direction: SortDirection]
  /** The default page size (10). */
  perPage?: number
}

function exactFilter<T>(spec: ListSpec<T>, params: Record<string, unknown>): (row: T) => boolean {
  const fold = (value: string) => (spec.filtersIgnoreCase ? value.trim().toLowerCase() : value)
  const active = Object.entries(spec.filters ?? {}).flatMap(([name, valueOf]) => {
    const wanted = params[name]
    return typeof wanted === 'string' && wanted !== '' ? [{ wanted: fold(wanted), valueOf }] : []
  })
  return (row) => active.every(({ wanted, valueOf }) => fold(valueOf(row)) === wanted)
}

/** The page a list call answers: search, exact filters, sort, page; `total` counts every match. */
export function listQuery<T>(
  rows: readonly T[],
  params: Record<string, unknown>,
  spec: ListSpec<T>
): { total: number; rows: T[] } {
  const needle = toNeedle(params.q)
  const filtered = exactFilter(spec, params)
  const matching = rows.filter(
    (row) =>
      filtered(row) &&
      (needle === '' || spec.alsoFinds?.(row, needle) || matchesQuery(needle, spec.searched(row)))
  )
  const column =
    typeof params.sortColumn === 'string' && spec.sortColumns.includes(params.sortColumn)
      ? params.sortColumn
      : spec.sort[0]
  const sorted = sortBy(matching, column, toDirection(params.sort, spec.sort[1]))
  const page = toPositiveInt(params.page, 1)
  const perPage = toPositiveInt(params.perPage, spec.perPage ?? 10)
  return { total: matching.length, rows: paginate(sorted, page, perPage) }
}
