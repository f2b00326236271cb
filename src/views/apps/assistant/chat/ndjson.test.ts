import { describe, expect, it } from 'vitest'
import type { ChatEvent } from '../contract'
import { maxLineChars, readEvents } from './ndjson'

const answer: ChatEvent[] = [
  { type: 'text', delta: 'Il y a ' },
  { type: 'text', delta: '50 utilisateurs — ✓' },
  { type: 'done' }
]
const encoded = new TextEncoder().encode(answer.map((event) => `${JSON.stringify(event)}\n`).join(''))

/** A body that hands out the bytes in the pieces given, then ends (or fails, or stays open). */
function bodyOf(pieces: Uint8Array[], end: 'close' | 'fail' | 'open' = 'close') {
  let next = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < pieces.length) return controller.enqueue(pieces[next++]!)
      if (end === 'close') controller.close()
      if (end === 'fail') controller.error(new Error('connection reset'))
      return new Promise(() => undefined)
    }
  })
}

async function read(body: ReadableStream<Uint8Array>, signal = new AbortController().signal) {
  const events: ChatEvent[] = []
  for await (const event of readEvents(body, signal)) events.push(event)
  return events
}

describe('readEvents', () => {
  it('reads the same events whatever bytes each chunk ends on, a character split in two included', async () => {
    for (let cut = 1; cut < encoded.length; cut++)
      expect(await read(bodyOf([encoded.slice(0, cut), encoded.slice(cut)]))).toEqual(answer)
    const byByte = [...encoded].map((byte) => Uint8Array.of(byte))
    expect(await read(bodyOf(byByte))).toEqual(answer)
  })

  it('reads a last line with no line break, and skips blank lines', async () => {
    const text = `\n${JSON.stringify(answer[0])}\n\n${JSON.stringify(answer[2])}`
    expect(await read(bodyOf([new TextEncoder().encode(text)]))).toEqual([answer[0], answer[2]])
  })

  it('ends the answer with an error at a line that is not JSON or not an event', async () => {
    for (const bad of ['{"type":"text"', '{"type":"shout","delta":"x"}']) {
      const body = bodyOf([
        new TextEncoder().encode(`${JSON.stringify(answer[0])}\n${bad}\n${JSON.stringify(answer[2])}\n`)
      ])
      const events = await read(body)
      expect(events).toHaveLength(2)
      expect(events[0]).toEqual(answer[0])
      expect(events[1]).toMatchObject({ type: 'error', code: 'stream' })
    }
  })

  it('ends with an error when the connection fails mid-answer, after what came before', async () => {
    const events = await read(bodyOf([encoded.slice(0, 20), encoded.slice(20, 40)], 'fail'))
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'stream', message: 'connection reset' })
    expect(events.slice(0, -1)).toEqual([answer[0]])
  })

  it('refuses a line that never ends instead of holding it all', async () => {
    const endless = new TextEncoder().encode(`{"type":"text","delta":"${'a'.repeat(maxLineChars)}`)
    const events = await read(bodyOf([endless], 'open'))
    expect(events).toEqual([expect.objectContaining({ type: 'error', code: 'stream' })])
  })

  it('stops quietly once stopped: the aborted request fails the body, and no error is shown', async () => {
    const stop = new AbortController()
    const open = bodyOf([encoded.slice(0, 40)], 'open')
    // As fetch does: aborting its signal fails the body being read.
    const body = open.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        start: (controller) =>
          stop.signal.addEventListener('abort', () => controller.error(stop.signal.reason))
      })
    )
    const events: ChatEvent[] = []
    for await (const event of readEvents(body, stop.signal)) {
      events.push(event)
      stop.abort()
    }
    expect(events).toEqual([answer[0]])
    expect(body.locked).toBe(false)
  })
})
