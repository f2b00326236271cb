import type { Context, Next } from 'hono'

const loopbackNames = ['localhost', '127.0.0.1', '[::1]']

/** The names a Host header may carry: the loopback's, and the one the server was started for (--host). */
export function allowedHosts(host?: string): string[] {
  const named = host && !['0.0.0.0', '::'].includes(host) ? [host.includes(':') ? `[${host}]` : host] : []
  return [...loopbackNames, ...named].map((name) => name.toLowerCase())
}

const hostName = (header: string) => header.toLowerCase().replace(/:\d+$/, '')

/** Refuses a Host it was not started for, so a page on another name (DNS rebinding) cannot reach it. */
export function hostGuard(hosts: readonly string[]) {
  return async (c: Context, next: Next) => {
    const host = c.req.header('host')
    if (host !== undefined && !hosts.includes(hostName(host)))
      return c.json(
        { error: `This server does not answer for the host ${hostName(host)}`, code: 'forbidden' },
        403
      )
    return next()
  }
}

/** Headers every answer carries: no type sniffing, no caching of what a token unlocked, the scheme a 401 wants. */
export async function wireHeaders(c: Context, next: Next) {
  await next()
  c.res.headers.set('X-Content-Type-Options', 'nosniff')
  if (c.req.header('authorization')) c.res.headers.set('Cache-Control', 'no-store')
  if (c.res.status === 401) c.res.headers.set('WWW-Authenticate', 'Bearer')
}
