import type { AxiosRequestConfig } from 'axios'
import type { z } from 'zod'
import type { Sent } from '@/utility/answer.contract'
import type { ListParams } from '@/utility/list.contract'
import { mockOptions } from './options'
import { routeFamily, scenarioReply } from './scenarios'
import { verifyToken } from './jwt/tokens'
import { badRequest, fail, Refusal, refuse, type Reply } from './kit/replies'
import { beginWrite } from './kit/store'

export type { Reply } from './kit/replies'

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

export type Handler<T> = (req: MockRequest) => Reply<T> | Promise<Reply<T>>

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data
  if (data === '') return undefined
  try {
    return JSON.parse(data)
  } catch {
    return data
  }
}

/** A call may name its URL from the base path the app is served under (VITE_BASE_PATH). */
const sitePath = import.meta.env.BASE_URL

function splitUrl(config: AxiosRequestConfig): { path: string; query: Record<string, unknown> } {
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
    return refuse(badRequest('Malformed path parameter'))
  }
}

function toRequest(route: Route, config: AxiosRequestConfig): MockRequest {
  const { path, query } = splitUrl(config)
  const headers: Record<string, string> = {}
  const rawHeaders: object = config.headers ?? {}
  const entries =
    'toJSON' in rawHeaders && typeof rawHeaders.toJSON === 'function'
      ? (rawHeaders.toJSON() as object)
      : rawHeaders
  for (const [name, value] of Object.entries(entries)) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value)
  }
  const params = { ...query, ...(config.params as Record<string, unknown> | undefined) }
  const groups = route.pattern.exec(path)?.slice(1) ?? []
  const pathParams = Object.fromEntries(route.names.map((name, i) => [name, decodeParam(groups[i] ?? '')]))
  return {
    url: path,
    method: (config.method ?? 'get').toLowerCase(),
    params,
    body: parseBody(config.data),
    headers,
    pathParams
  }
}

async function isAuthorized(req: MockRequest): Promise<boolean> {
  if (req.url.startsWith('/jwt/')) return true
  const [scheme, token] = (req.headers.authorization ?? '').split(' ')
  return scheme === 'Bearer' && !!token && (await verifyToken('access', token)) !== null
}

function isReply(value: unknown): value is Reply<unknown> {
  return Array.isArray(value) && typeof value[0] === 'number'
}

// Writes run one at a time so a rollback cannot undo another write; reads run side by side.
let writes: Promise<unknown> = Promise.resolve()

function exclusive<R>(task: () => Promise<R>): Promise<R> {
  const run = writes.then(task, task)
  writes = run.catch(() => undefined)
  return run
}

function afterWrites<R>(task: () => Promise<R>): Promise<R> {
  return writes.then(task, task)
}

/** A call that can write rolls back every store it touched when it fails, so failing requests never change data. */
async function answer(
  route: Route,
  handler: Handler<unknown>,
  options: RouteOptions,
  config: AxiosRequestConfig
): Promise<Reply<unknown>> {
  try {
    if (mockOptions.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, mockOptions.delayMs))
    const scenario = scenarioReply(splitUrl(config).path)
    if (scenario) return scenario
    const req = toRequest(route, config)
    if (mockOptions.enforceAuth && !(await isAuthorized(req))) return fail(401, 'Unauthorized')
    const canWrite = options.writes ?? req.method !== 'get'
    return await (canWrite ? exclusive : afterWrites)(async () => {
      const write = canWrite ? beginWrite() : null
      let failed = true
      try {
        const reply: unknown = await handler(req)
        if (!isReply(reply))
          throw new Error(`Handler for ${req.method.toUpperCase()} ${req.url} gave no reply`)
        failed = reply[0] >= 400
        return reply
      } catch (error) {
        if (error instanceof Refusal) return error.reply
        throw error
      } finally {
        write?.end(failed)
      }
    })
  } catch (error) {
    if (error instanceof Refusal) return error.reply
    return fail(500, error instanceof Error ? error.message : String(error))
  }
}

interface Route {
  pattern: RegExp
  names: string[]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function toRoute(url: string): Route {
  const segments = url.replace(/^\/+/, '').split('/')
  const names = segments.filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1))
  const path = segments.map((segment) => (segment.startsWith(':') ? '([^/?]*)' : escape(segment))).join('/')
  return { pattern: new RegExp(`^(?:${escape(sitePath)})?/?${path}(?:\\?.*)?$`), names }
}

export interface RouteOptions {
  /** A GET that changes data (opening a chat clears its unseen count) rolls back like a write. */
  writes?: boolean
  /** What the call reads, for docs/openapi.json; the handler still checks its input itself. */
  query?: z.ZodObject | ListParams
  body?: z.ZodType
  /** A call added to the template's original contract, so screens that edit data have one. */
  extension?: true
  /** The answer's schema, from the area's contract: it types the handler and documents the call. */
  answer: z.ZodType
  /** Answers 201 (the handler replies with `created`). */
  created?: true
}

export interface RouteEntry {
  method: Method
  /** As registered, `:name` segments included. */
  path: string
  pattern: RegExp
  options: RouteOptions
  /** Answers an axios-like config: the one place both adapters go through. */
  run: (config: AxiosRequestConfig) => Promise<Reply<unknown>>
}

const table: RouteEntry[] = []
const listeners: ((entry: RouteEntry) => void)[] = []

/** Calls `listener` for every route registered so far and every one registered later. */
export function eachRoute(listener: (entry: RouteEntry) => void): void {
  listeners.push(listener)
  table.forEach(listener)
}

/** Every method's route for a path, in registration order. */
export function routesFor(url: string): RouteEntry[] {
  return table.filter((entry) => entry.pattern.test(url))
}

/** The apps the failing-calls scenario can pick, one per route family. */
export function routeFamilies(): string[] {
  return [...new Set(table.map((entry) => routeFamily(entry.path)))].sort()
}

/** Skips the adapter's JSON copy of the reply so the bench times the route itself. */
export function respond(config: AxiosRequestConfig): Promise<Reply<unknown>> {
  const method = (config.method ?? 'get').toLowerCase()
  const route = routesFor(config.url ?? '').find((entry) => entry.method === method)
  return route ? route.run(config) : Promise.resolve(fail(404, 'No route'))
}

function register(method: Method, path: string, handler: Handler<unknown>, options: RouteOptions): void {
  const route = toRoute(path)
  const entry: RouteEntry = {
    method,
    path,
    options,
    pattern: route.pattern,
    run: (config) => answer(route, handler, options, config)
  }
  table.push(entry)
  listeners.forEach((listener) => listener(entry))
}

// The answer's schema types the reply, so a drifting reply does not type-check.
type Answered<S extends z.ZodType> = RouteOptions & { answer: S }

export function get<S extends z.ZodType>(url: string, handler: Handler<Sent<S>>, options: Answered<S>): void {
  register('get', url, handler, options)
}

export function post<S extends z.ZodType>(
  url: string,
  handler: Handler<Sent<S>>,
  options: Answered<S>
): void {
  register('post', url, handler, options)
}

export function del<S extends z.ZodType>(url: string, handler: Handler<Sent<S>>, options: Answered<S>): void {
  register('delete', url, handler, options)
}
