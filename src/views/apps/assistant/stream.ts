import { chatEventSchema, type ChatEvent } from './contract'

const malformed: ChatEvent = { type: 'error', code: 'malformed', message: 'The answer stream was malformed' }
const interrupted: ChatEvent = {
  type: 'error',
  code: 'interrupted',
  message: 'The answer stream ended early'
}

function parseLine(line: string): ChatEvent | null {
  try {
    const parsed = chatEventSchema.safeParse(JSON.parse(line))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * Events from a stream of text chunks holding one JSON event a line, however the chunks split the lines. A line that
 * is not an event ends the answer with an error; so does a stream that stops before `done` (unless aborted).
 */
export async function* readEvents(
  chunks: AsyncIterable<string>,
  signal: AbortSignal
): AsyncGenerator<ChatEvent> {
  let pending = ''
  for await (const chunk of chunks) {
    if (signal.aborted) return
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines.filter((text) => text.trim() !== '')) {
      const event = parseLine(line)
      if (!event) return yield malformed
      yield event
      if (event.type === 'done' || event.type === 'error') return
    }
  }
  if (signal.aborted) return
  const last = pending.trim() === '' ? null : parseLine(pending)
  if (pending.trim() !== '' && !last) return yield malformed
  if (last) yield last
  if (last?.type !== 'done' && last?.type !== 'error') yield interrupted
}
