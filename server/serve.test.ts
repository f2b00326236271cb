import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { post, registerRoutes } from '@fake-db/route'
import { ok } from '@fake-db/utils'
import { startApi, type RunningApi } from './serve'

let api: RunningApi
let port: number

beforeAll(async () => {
  api = await startApi({ port: 0, host: '127.0.0.1', requestTimeoutMs: 300 })
  port = Number(new URL(api.url).port)
})

afterAll(() => api.close())

/** Sends `head` and never the rest; resolves with what the server writes before it closes the socket. */
function stall(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = ''
    const socket = connect(port, '127.0.0.1', () => socket.write(head))
    socket.on('data', (chunk) => (received += chunk.toString()))
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
  })
}

describe('startApi', () => {
  it('serves over loopback', async () => {
    const response = await fetch(`${api.url}/t-serve/ping`, { method: 'POST' })
    expect(await response.json()).toEqual({ seen: true })
  })

  it('drops a client that stops half-way with 408, and keeps serving', async () => {
    const head = `POST /t-serve/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n`
    for (const sent of [head, `${head}Content-Length: 100\r\n\r\n{"a":`])
      expect(await stall(sent)).toMatch(/^HTTP\/1\.1 408 /)
    expect((await fetch(`${api.url}/t-serve/ping`, { method: 'POST' })).status).toBe(200)
  })

  it('says which port is taken', async () => {
    await expect(startApi({ port, host: '127.0.0.1' })).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is in use: stop what runs there, or pick another with --port.`
    )
  })
})

registerRoutes([
  post('/t-serve/ping', () => ok({ seen: true }), {
    answer: z.object({ seen: z.boolean() }),
    permission: 'signedIn'
  })
])
