import { describe, expect, it } from 'vitest'
import { sseData } from './sse'

async function dataOf(chunks: readonly string[]) {
  const seen: string[] = []
  for await (const data of sseData(chunks)) seen.push(data)
  return seen
}

const stream =
  ': a comment\r\ndata: {"a":1}\r\n\r\nevent: x\ndata: two\ndata: lines\n\nid: 3\n\ndata:[DONE]\n\n'
const events = ['{"a":1}', 'two\nlines', '[DONE]']

describe('sseData', () => {
  it('reads each event’s data, comments, other fields and empty events skipped', async () => {
    expect(await dataOf([stream])).toEqual(events)
  })

  it('gives the same events however the chunks split the stream, CR LF included', async () => {
    for (let at = 0; at <= stream.length; at++)
      for (const step of [1, 3])
        expect(
          await dataOf([
            stream.slice(0, at),
            ...(stream.slice(at).match(new RegExp(`[^]{1,${step}}`, 'g')) ?? [])
          ])
        ).toEqual(events)
  })

  it('keeps a last event that has no blank line after it', async () => {
    expect(await dataOf(['data: end'])).toEqual(['end'])
    expect(await dataOf(['data: a\n\ndata: b\r'])).toEqual(['a', 'b'])
  })
})
