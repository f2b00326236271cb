import type { SortDirection } from '@/utility/contract'
import { readListParams, type ListParams, type ListValues } from '@/utility/list.contract'
import { badRequest, refuse } from './replies'

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

export interface ListSpec<T, P extends ListParams> {
  params: P
  searched?: (row: T) => unknown[]
  /** The invoice list: "paid" finds settled invoices. */
  alsoFinds?: (row: T, needle: string) => boolean
  /** A choice or choices parameter: the row's value (or one of its values) is one of those asked for. */
  filters?: { [K in keyof P]?: (row: T) => unknown }
  /** Reads `minName` and `maxName`: numbers, or dates compared on the days. */
  ranges?: Record<string, (row: T) => number | string>
  where?: (row: T, values: ListValues<P>) => boolean
  comparators?: Record<string, (a: T, b: T) => number>
  order?: (a: T, b: T) => number
}

const folded = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)

function filterMatches<T, P extends ListParams>(spec: ListSpec<T, P>, values: ListValues<P>) {
  const tests = Object.entries(spec.filters ?? {}).flatMap(([name, valueOf]) => {
    const rule = spec.params[name]
    const fold = rule?.kind === 'choice' && rule.foldCase ? folded : (value: unknown) => value
    const wanted = values[name]
    const asked = (Array.isArray(wanted) ? wanted : wanted === '' ? [] : [wanted]).map(fold)
    if (!valueOf || asked.length === 0) return []
    return [(row: T) => [valueOf(row)].flat().some((value) => asked.includes(fold(value)))]
  })
  return (row: T) => tests.every((test) => test(row))
}

function inRange(value: number | string, min: unknown, max: unknown): boolean {
  const own = typeof value === 'string' && typeof min === 'string' ? value.slice(0, min.length) : value
  const upTo = typeof value === 'string' && typeof max === 'string' ? value.slice(0, max.length) : value
  return (
    (min === null || min === '' || own >= (min as typeof own)) &&
    (max === null || max === '' || upTo <= (max as typeof upTo))
  )
}

function rangeMatches<T, P extends ListParams>(spec: ListSpec<T, P>, values: ListValues<P>) {
  const at = values as Record<string, unknown>
  return (row: T) =>
    Object.entries(spec.ranges ?? {}).every(([name, valueOf]) => {
      const key = name.charAt(0).toUpperCase() + name.slice(1)
      return inRange(valueOf(row), at[`min${key}`] ?? null, at[`max${key}`] ?? null)
    })
}

// By name: `sortColumn` or `sortBy` picks the order, `sort` its direction, `page` and `perPage` the page.
function ordered<T, P extends ListParams>(
  rows: T[],
  spec: ListSpec<T, P>,
  values: Record<string, unknown>
): T[] {
  const key = [values.sortColumn, values.sortBy].find((value) => typeof value === 'string')
  if (typeof key !== 'string') return spec.order ? rows.sort(spec.order) : rows
  const direction = toDirection(values.sort, 'asc')
  const compare = spec.comparators?.[key]
  if (!compare) return sortBy(rows, key, direction)
  const sign = direction === 'desc' ? -1 : 1
  return rows.sort((a, b) => sign * compare(a, b))
}

export function listQuery<T, P extends ListParams>(
  rows: readonly T[],
  params: Record<string, unknown>,
  spec: ListSpec<T, P>
): { total: number; rows: T[] } {
  const { values, sorted } = matchAndSort(rows, params, spec)
  const at = values as Record<string, unknown>
  const perPage = typeof at.perPage === 'number' ? at.perPage : null
  const page = typeof at.page === 'number' ? at.page : 1
  return { total: sorted.length, rows: perPage === null ? sorted : paginate(sorted, page, perPage) }
}

/** Every row the list's parameters find, in their order, on no page (a bulk call's selection). */
export function matchingRows<T, P extends ListParams>(
  rows: readonly T[],
  params: Record<string, unknown>,
  spec: ListSpec<T, P>
): T[] {
  return matchAndSort(rows, params, spec).sorted
}

function matchAndSort<T, P extends ListParams>(
  rows: readonly T[],
  params: Record<string, unknown>,
  spec: ListSpec<T, P>
) {
  const { values, problem } = readListParams(spec.params, params)
  if (problem) refuse(badRequest(problem))
  const at = values as Record<string, unknown>
  const needle = toNeedle(at.q)
  const filtered = filterMatches(spec, values)
  const ranged = rangeMatches(spec, values)
  const found = rows.filter(
    (row) =>
      filtered(row) &&
      ranged(row) &&
      (spec.where?.(row, values) ?? true) &&
      (needle === '' || spec.alsoFinds?.(row, needle) || matchesQuery(needle, spec.searched?.(row) ?? []))
  )
  return { values, sorted: ordered(found, spec, at) }
}
