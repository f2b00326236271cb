import { chatEventSchema, type ChatEvent } from '../contract'

/** The longest line kept while waiting for its end: a body that never breaks its lines is not an answer. */
export const maxLineChars = 1_000_000

const malformed = (message: string): ChatEvent => ({ type: 'error', code: 'stream', message })

function eventOf(line: string): ChatEvent {
  try {
    const event = chatEventSchema.safeParse(JSON.parse(line))
    return event.success ? event.data : malformed('The answer held an event of an unknown shape.')
  } catch {
    return malformed('The answer held a line that is not JSON.')
  }
}

/** Each line of an NDJSON body as a chat event, as soon as it is in; a line that is not one ends the answer. */
export async function* readEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal
): AsyncGenerator<ChatEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let pending = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (signal.aborted) return
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true })
      const lines = pending.split('\n')
      pending = done ? '' : (lines.pop() ?? '')
      for (const line of lines.filter((entry) => entry.trim())) {
        const event = eventOf(line)
        yield event
        if (event.type === 'error' && event.code === 'stream') return
      }
      if (done) return
      if (pending.length > maxLineChars)
        return yield malformed('The answer held a line too long to be an event.')
    }
  } catch (cause) {
    if (!signal.aborted) yield malformed(cause instanceof Error ? cause.message : String(cause))
  } finally {
    reader.releaseLock()
    await body.cancel().catch(() => undefined)
  }
}
