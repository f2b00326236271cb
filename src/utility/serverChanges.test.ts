import { afterEach, describe, expect, it, vi } from 'vitest'
import { changesIn, followServerChanges, isExpired } from './serverChanges'

vi.mock('./auth/storage', () => ({ getAccessToken: () => 'token-1' }))

const change = { entry: 7, at: '2026-11-30T01:00:00.000Z', app: 'users', entity: 'user', id: '2', version: 3 }
const event = { ...change, action: 'updated', records: 1, who: { id: 1, name: 'Astrid Lindqvist' } }

afterEach(() => vi.unstubAllGlobals())

describe('the server stream of changes, read by the client', () => {
  it('reads change events and skips heartbeats, other events and what does not read as a change', () => {
    expect(changesIn(`id: 7\nevent: change\ndata: ${JSON.stringify(event)}`)).toEqual([event])
    expect(changesIn(': heartbeat')).toEqual([])
    expect(changesIn(`event: other\ndata: ${JSON.stringify(event)}`)).toEqual([])
    expect(changesIn('event: change\ndata: {"app": 1}')).toEqual([])
    expect(changesIn('event: change\ndata: {')).toEqual([])
  })

  it('sends the token, feeds each change as it comes, even split across reads, and stops when told', async () => {
    const text = `retry: 3000\n: connected\n\nid: 7\nevent: change\ndata: ${JSON.stringify(event)}\n\n: heartbeat\n\n`
    const stop = new AbortController()
    const fetched = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              const bytes = new TextEncoder().encode(text)
              controller.enqueue(bytes.slice(0, 60))
              controller.enqueue(bytes.slice(60))
              controller.close()
            }
          })
        )
      )
    )
    vi.stubGlobal('fetch', fetched)
    const heard = vi.fn(() => stop.abort())
    await followServerChanges('http://127.0.0.1:3001', heard, stop.signal)
    expect(heard).toHaveBeenCalledWith([event])
    const [url, init] = fetched.mock.calls[0]!
    expect(url).toBe('http://127.0.0.1:3001/notifications/changes')
    expect(init.headers).toMatchObject({ Accept: 'text/event-stream', Authorization: 'Bearer token-1' })
  })
})

describe('isExpired', () => {
  const jwt = (payload: object) => `x.${btoa(JSON.stringify(payload))}.y`
  it('reads a JWT past its exp as expired, and a live or opaque token as live', () => {
    expect(isExpired(jwt({ exp: 100 }), 200_000)).toBe(true)
    expect(isExpired(jwt({ exp: 300 }), 200_000)).toBe(false)
    expect(isExpired('opaque-token', 200_000)).toBe(false)
  })
})
