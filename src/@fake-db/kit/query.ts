import type { SortDirection } from '@/utility/contract'

export function toPositiveInt(value: unknown, fallback: number): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : fallback
}

export function paginate<T>(rows: readonly T[], page: number, perPage: number): T[] {
  const start = (page - 1) * perPage
  return rows.slice(start, start + perPage)
}

export function getPath(value: unknown, path: string): unknown {
  let current = value
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

// Money like '$1,250.50' and numeric strings like '34' sort as numbers.
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
  if (a === null) return 1
  if (b === null) return -1
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1
  return a < b ? -1 : 1
}

export function sortBy<T>(rows: readonly T[], path: string, direction: SortDirection = 'asc'): T[] {
  const sign = direction === 'desc' ? -1 : 1
  return rows
    .map((row) => ({ row, key: sortKey(getPath(row, path)) }))
    .sort((x, y) => sign * compareKeys(x.key, y.key))
    .map(({ row }) => row)
}

export function toDirection(value: unknown, fallback: SortDirection): SortDirection {
  return value === 'asc' || value === 'desc' ? value : fallback
}

export function toNeedle(q: unknown): string {
  return typeof q === 'number' ? String(q) : typeof q === 'string' ? q.trim().toLowerCase() : ''
}

function searchable(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)]
  if (Array.isArray(value)) return value.flatMap(searchable)
  return []
}

export function matchesQuery(q: unknown, ...values: unknown[]): boolean {
  const needle = toNeedle(q)
  if (!needle) return true
  return values.flatMap(searchable).some((text) => text.toLowerCase().includes(needle))
}

export interface ListSpec<T> {
  searched: (row: T) => unknown[]
  /** The invoice list: "paid" finds settled invoices. */
  alsoFinds?: (row: T, needle: string) => boolean
  filters?: Record<string, (row: T) => string>
  filtersIgnoreCase?: boolean
  /** Anything else falls back to `sort[0]`. */
  sortColumns: readonly string[]
  sort: readonly [column: string, direction: SortDirection]
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
