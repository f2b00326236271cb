import type { AxiosRequestConfig } from 'axios'
import type { z } from 'zod/mini'
import type { Sent } from '@/utility/answer.contract'
import { routeFamily } from './scenarios'
import { fail, type Reply } from './kit/replies'
import { answer, rehearse, type Handler, type RouteOptions } from './answer'
import { toPattern } from './request'

// The route table. A call travels request.ts (what was asked), guards.ts (latency, scenarios, token),
// answer.ts (write lock, rollback, the handler's reply).
export type { Reply } from './kit/replies'
export type { Handler, RouteOptions } from './answer'
export type { MockRequest } from './request'

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

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

/** The route that answers a call, if one is registered. */
export function routeOf(config: AxiosRequestConfig): RouteEntry | undefined {
  const method = (config.method ?? 'get').toLowerCase()
  return routesFor(config.url ?? '').find((entry) => entry.method === method)
}

/** A call's answer from the table, as the mock adapter gives it once the call's route is registered: the assistant's
 * tools and the bench call it directly (without the adapter's JSON copy of the reply). */
export function respond(config: AxiosRequestConfig): Promise<Reply<unknown>> {
  const route = routeOf(config)
  return route ? route.run(config) : Promise.resolve(fail(404, { error: 'No route', code: 'noRoute' }))
}

/** What a call would change, found by running it as its caller and rolling it back. */
export const rehearseCall = (config: AxiosRequestConfig) => rehearse(respond, config)

/** A call's declaration: a value in its area's handler list, in the table only once registered. */
export interface RouteDef {
  method: Method
  path: string
  handler: Handler<unknown>
  options: RouteOptions
}

/** Puts the calls of handler lists into the table (the mock's entries and the HTTP server do, once). */
export function registerRoutes(defs: readonly RouteDef[]): void {
  for (const { method, path, handler, options } of defs) {
    const route = toPattern(path)
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
}

const define = (
  method: Method,
  path: string,
  handler: Handler<unknown>,
  options: RouteOptions
): RouteDef => ({
  method,
  path,
  handler,
  options
})

// The answer's schema types the reply, so a drifting reply does not type-check.
type Answered<S extends z.ZodMiniType> = RouteOptions & { answer: S }

export function get<S extends z.ZodMiniType>(
  url: string,
  handler: Handler<Sent<S>>,
  options: Answered<S>
): RouteDef {
  return define('get', url, handler, options)
}

export function post<S extends z.ZodMiniType>(
  url: string,
  handler: Handler<Sent<S>>,
  options: Answered<S>
): RouteDef {
  return define('post', url, handler, options)
}

export function del<S extends z.ZodMiniType>(
  url: string,
  handler: Handler<Sent<S>>,
  options: Answered<S>
): RouteDef {
  return define('delete', url, handler, options)
}
