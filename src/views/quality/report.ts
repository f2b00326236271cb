/** What CI measured for one route (scripts/quality/collect.mjs writes it). */
export interface RouteQuality {
  path: string
  /** The URL the crawl opened (a path with parameters at its example). */
  link: string
  area: string
  /** Serious and critical axe findings per skin; null when the crawl did not check that skin. */
  axe: { light: number | null; dark: number | null }
  /** gzip bytes: the route's own chunk, and everything its first load fetches (entry included). */
  ownBytes: number | null
  firstLoadBytes: number | null
  ownBudgetBytes: number | null
  /** Medians at 4x CPU from the bench, for the routes it loads. */
  lcp: number | null
  tbt: number | null
  longestTask: number | null
  tests: string[]
}

export interface QualityBudgets {
  axe: number
  lcp: number
  tbt: number
  longestTask: number
}

export interface QualityReport {
  commit: string
  date: string
  budgets: QualityBudgets
  routes: RouteQuality[]
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** A report as CI writes it; anything else (a dev server's index.html, a truncated file) is no report. */
export function asQualityReport(value: unknown): QualityReport | null {
  if (!isObject(value) || typeof value.commit !== 'string' || typeof value.date !== 'string') return null
  if (!isObject(value.budgets) || !Array.isArray(value.routes)) return null
  const routes = value.routes as unknown[]
  const valid = routes.every(
    (route) => isObject(route) && typeof route.path === 'string' && Array.isArray(route.tests)
  )
  return valid ? (value as unknown as QualityReport) : null
}

export type SortKey =
  | 'path'
  | 'area'
  | 'axeLight'
  | 'axeDark'
  | 'ownBytes'
  | 'firstLoadBytes'
  | 'lcp'
  | 'tbt'
  | 'longestTask'
  | 'tests'

export const sortKeys: SortKey[] = [
  'path',
  'area',
  'axeLight',
  'axeDark',
  'ownBytes',
  'firstLoadBytes',
  'lcp',
  'tbt',
  'longestTask',
  'tests'
]

function valueOf(route: RouteQuality, key: SortKey): number | string | null {
  if (key === 'axeLight') return route.axe.light
  if (key === 'axeDark') return route.axe.dark
  if (key === 'tests') return route.tests.length
  return route[key]
}

/** Sorted by one column; routes without a figure go last in either direction. */
export function sortRoutes(routes: RouteQuality[], key: SortKey, descending: boolean): RouteQuality[] {
  return [...routes].sort((a, b) => {
    const x = valueOf(a, key)
    const y = valueOf(b, key)
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y)
    return descending ? -order : order
  })
}
