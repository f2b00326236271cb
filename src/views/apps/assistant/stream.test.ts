import { describe, expect, it } from 'vitest'
import type { ChatEvent } from './contract'
import { readEvents } from './stream'

const events: ChatEvent[] = [
  {
    type: 'tool-call',
    id: 'c1',
    tool: 'getAppsTodoTasks',
    method: 'get',
    path: '/apps/todo/tasks',
    input: {}
  },
  { type: 'tool-result', id: 'c1', status: 200, output: [{ title: 'a\nb "quoted"' }] },
  { type: 'text', delta: 'Hello' },
  { type: 'text', delta: ' wörld ✓' },
  { type: 'done' }
]
const wire = events.map((event) => `${JSON.stringify(event)}\n`).join('')

async function* chunksOf(parts: readonly string[], after?: () => void) {
  for (const part of parts) yield part
  after?.()
}

async function read(parts: readonly string[], signal = new AbortController().signal) {
  const seen: ChatEvent[] = []
  for await (const event of readEvents(chunksOf(parts), signal)) seen.push(event)
  return seen
}

describe('readEvents', () => {
  it('reads the same events however the chunks split the lines', async () => {
    for (const size of [1, 2, 3, 7, 50, wire.length]) {
      const parts = Array.from({ length: Math.ceil(wire.length / size) }, (_, i) =>
        wire.slice(i * size, (i + 1) * size)
      )
      expect(await read(parts)).toEqual(events)
    }
  })

  it('reads a last line without its newline', async () => {
    expect(await read([wire.slice(0, -1)])).toEqual(events)
  })

  it('ends with an error at a malformed line and reads nothing after it', async () => {
    const seen = await read([`${JSON.stringify(events[2])}\n{"type":"text",\n${JSON.stringify(events[3])}\n`])
    expect(seen).toEqual([events[2], { type: 'error', code: 'malformed', message: expect.any(String) }])
  })

  it('refuses an event of an unknown type', async () => {
    expect((await read(['{"type":"html","html":"<b>x</b>"}\n']))[0]).toMatchObject({
      type: 'error',
      code: 'malformed'
    })
  })

  it('passes on a server error sent mid-stream and stops there', async () => {
    const error = { type: 'error', code: 'rateLimited', message: 'Too many requests' }
    const seen = await read([
      `${JSON.stringify(events[2])}\n${JSON.stringify(error)}\n${JSON.stringify(events[3])}\n`
    ])
    expect(seen).toEqual([events[2], error])
  })

  it('says when the stream ends before done', async () => {
    const seen = await read([`${JSON.stringify(events[2])}\n`])
    expect(seen).toEqual([events[2], { type: 'error', code: 'interrupted', message: expect.any(String) }])
  })

  it('stops quietly once aborted', async () => {
    const stop = new AbortController()
    const seen: ChatEvent[] = []
    const parts = [`${JSON.stringify(events[2])}\n`, `${JSON.stringify(events[3])}\n`]
    for await (const event of readEvents(
      chunksOf(parts, () => stop.abort()),
      stop.signal
    )) {
      seen.push(event)
      stop.abort()
    }
    expect(seen).toEqual([events[2]])
  })
})
