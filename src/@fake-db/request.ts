import type { AxiosRequestConfig } from 'axios'
import { badRequest, refuse } from './kit/replies'

export interface MockRequest {
  url: string
  method: string
  params: Record<string, unknown>
  /** A body that is not JSON stays a string (handlers answer 400). */
  body: unknown
  headers: Record<string, string>
  /** The `:name` segments of the route, decoded. */
  pathParams: Record<string, string>
}

/** A registered path as a pattern, with its `:name` segments in order. */
export interface RoutePattern {
  /** As registered, `:name` segments included. */
  path: string
  pattern: RegExp
  names: string[]
}

/** A call may name its URL from the base path the app is served under (VITE_BASE_PATH). */
const sitePath = import.meta.env.BASE_URL

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function toPattern(url: string): RoutePattern {
  const segments = url.replace(/^\/+/, '').split('/')
  const names = segments.filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1))
  const path = segments.map((segment) => (segment.startsWith(':') ? '([^/?]*)' : escape(segment))).join('/')
  return { path: url, pattern: new RegExp(`^(?:${escape(sitePath)})?/?${path}(?:\\?.*)?$`), names }
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data
  if (data === '') return undefined
  try {
    return JSON.parse(data)
  } catch {
    return data
  }
}

export function splitUrl(config: AxiosRequestConfig): { path: string; query: Record<string, unknown> } {
  let url = config.url ?? ''
  const base = config.baseURL?.replace(/\/+$/, '')
  if (base && url.startsWith(base)) url = url.slice(base.length)
  if (/^https?:\/\//.test(url)) url = new URL(url).pathname + new URL(url).search
  const [path = '', search = ''] = url.split('?', 2)
  const query: Record<string, unknown> = {}
  for (const [rawKey, value] of new URLSearchParams(search)) {
    const key = rawKey.replace(/\[\]$/, '')
    const prev = query[key]
    query[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]
  }
  const rooted = path.startsWith('/') ? path : `/${path}`
  return { path: rooted.startsWith(sitePath) ? rooted.slice(sitePath.length - 1) : rooted, query }
}

/** Path parameters arrive percent-encoded; one that does not decode is the caller's error. */
function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return refuse(badRequest({ error: 'Malformed path parameter', code: 'malformed' }))
  }
}

function headersOf(config: AxiosRequestConfig): Record<string, string> {
  const headers: Record<string, string> = {}
  const rawHeaders: object = config.headers ?? {}
  const entries =
    'toJSON' in rawHeaders && typeof rawHeaders.toJSON === 'function'
      ? (rawHeaders.toJSON() as object)
      : rawHeaders
  for (const [name, value] of Object.entries(entries)) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value)
  }
  return headers
}

/** Reads an axios-like config as the handlers see it: path, query, body, headers and path parameters. */
export function toRequest(route: RoutePattern, config: AxiosRequestConfig): MockRequest {
  const { path, query } = splitUrl(config)
  const params = { ...query, ...(config.params as Record<string, unknown> | undefined) }
  const groups = route.pattern.exec(path)?.slice(1) ?? []
  const pathParams = Object.fromEntries(route.names.map((name, i) => [name, decodeParam(groups[i] ?? '')]))
  return {
    url: path,
    method: (config.method ?? 'get').toLowerCase(),
    params,
    body: parseBody(config.data),
    headers: headersOf(config),
    pathParams
  }
}
