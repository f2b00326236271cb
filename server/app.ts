import type { Context } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { routesFor } from '@fake-db/route'
import type { RefusalCode } from '@fake-db/kit/replies'
import { allowedHosts, hostGuard, wireHeaders } from './wire'

export const wireLimits = { bodyBytes: 1024 * 1024, queryBytes: 8 * 1024, pathBytes: 2 * 1024 }

export interface ApiOptions {
  log?: (line: string) => void
  /** Allowed besides any loopback origin (the dev server, `vite preview`). */
  corsOrigins?: readonly string[]
  /** The Host names answered besides the loopback's (the --host the server listens on). */
  host?: string
}

const isLoopback = (origin: string) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)

const error = (c: Context, status: ContentfulStatusCode, code: RefusalCode, message: string) =>
  c.json({ error: message, code }, status)

const utf8 = new TextDecoder('utf-8', { fatal: true })

function isJsonType(header: string | undefined): boolean {
  const [type = '', ...params] = (header ?? '').toLowerCase().split(';')
  const charset = params.map((param) => param.trim()).find((param) => param.startsWith('charset='))
  return type.trim() === 'application/json' && (!charset || /^charset="?utf-8"?$/.test(charset))
}

/** The body as text, or the answer that refuses it: only UTF-8 JSON crosses into the handlers. */
async function readBody(c: Context): Promise<string | undefined | Response> {
  const bytes = new Uint8Array(await c.req.arrayBuffer())
  if (bytes.byteLength === 0) return undefined
  if (!isJsonType(c.req.header('content-type')))
    return error(c, 415, 'unsupportedType', 'Content-Type must be application/json')
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return error(c, 400, 'malformed', 'The request body must be UTF-8')
  }
  try {
    JSON.parse(text)
  } catch {
    return error(c, 400, 'malformed', 'The request body is not valid JSON')
  }
  return text
}

async function dispatch(c: Context): Promise<Response> {
  const url = new URL(c.req.url)
  if (url.search.length > wireLimits.queryBytes)
    return error(c, 414, 'tooLarge', 'The query string is too long')
  if (url.pathname.length > wireLimits.pathBytes) return error(c, 414, 'tooLarge', 'The path is too long')
  const routes = routesFor(url.pathname)
  if (routes.length === 0) return error(c, 404, 'noRoute', `No route for ${url.pathname.slice(0, 200)}`)
  const head = c.req.method === 'HEAD'
  // HEAD answers as GET would, without the body.
  const method = head ? 'get' : c.req.method.toLowerCase()
  const route = routes.find((entry) => entry.method === method)
  if (!route) {
    const methods = routes.map((entry) => entry.method.toUpperCase())
    const allow = [...new Set(methods.flatMap((name) => (name === 'GET' ? ['GET', 'HEAD'] : [name])))].join(
      ', '
    )
    c.header('Allow', allow)
    return error(c, 405, 'notAllowed', `${c.req.method} is not allowed here; use ${allow}`)
  }
  const body = await readBody(c)
  if (body instanceof Response) return body
  const headers = Object.fromEntries(c.req.raw.headers)
  const { stream } = route.options
  const streamed = !head && stream !== undefined && c.req.header('accept')?.includes(stream.type)
  const [status, answer] = await route.run({
    method,
    url: url.pathname + url.search,
    data: body,
    headers,
    ...(streamed ? { responseType: 'stream', signal: c.req.raw.signal } : {})
  })
  // A route's stream handler answers a stream; its refusals are JSON like any other call's.
  if (stream && answer instanceof ReadableStream)
    return new Response(answer, { status, headers: { 'Content-Type': stream.type } })
  const answered = c.json(answer, status as ContentfulStatusCode)
  return head ? new Response(null, { status, headers: answered.headers }) : answered
}

/** The registered mock routes over HTTP: the same table and answers as the axios adapter. */
export function createApi({ log = () => undefined, corsOrigins = [], host }: ApiOptions = {}): Hono {
  const app = new Hono()
  app.use(wireHeaders)
  app.use(hostGuard(allowedHosts(host)))
  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    const { pathname, search } = new URL(c.req.url)
    const ms = Math.round(performance.now() - started)
    log(`${c.req.method} ${pathname}${search.slice(0, 200)} ${c.res.status} ${ms} ms`)
  })
  app.use(
    cors({
      origin: (origin) => (isLoopback(origin) || corsOrigins.includes(origin) ? origin : null),
      maxAge: 600
    })
  )
  app.use(
    bodyLimit({
      maxSize: wireLimits.bodyBytes,
      onError: (c) => error(c, 413, 'tooLarge', `The request body is over ${wireLimits.bodyBytes} bytes`)
    })
  )
  app.all('*', dispatch)
  app.onError((cause, c) => error(c, 500, 'server', cause.message))
  return app
}
