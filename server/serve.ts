import type { Server } from 'node:http'
import { createAdaptorServer } from '@hono/node-server'
import { createApi, type ApiOptions } from './app'

export interface ServeOptions extends ApiOptions {
  port: number
  host: string
  /** A client that has not sent its whole request by then gets 408 and is dropped. */
  requestTimeoutMs?: number
}

export interface RunningApi {
  url: string
  close: () => Promise<void>
}

export function startApi({
  port,
  host,
  requestTimeoutMs = 10_000,
  ...options
}: ServeOptions): Promise<RunningApi> {
  const server = createAdaptorServer({
    fetch: createApi({ ...options, host }).fetch,
    serverOptions: {
      // Above the API's own limits (wireLimits), so an over-long path or query gets its JSON 414, not Node's 431.
      maxHeaderSize: 64 * 1024,
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(requestTimeoutMs, 5_000),
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: Math.min(requestTimeoutMs, 1_000)
    }
  }) as Server
  return new Promise((resolve, reject) => {
    server.once('error', (cause: NodeJS.ErrnoException) =>
      reject(
        cause.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is in use: stop what runs there, or pick another with --port.`)
          : cause
      )
    )
    server.listen(port, host, () => {
      const address = server.address()
      const bound = typeof address === 'object' && address ? address.port : port
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          })
      })
    })
  })
}
