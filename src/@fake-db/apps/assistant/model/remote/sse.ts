/** A response body as text, chunk by chunk; its reader is released when the consumer stops early. */
export async function* textOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      yield decoder.decode(chunk.value, { stream: true })
  } finally {
    await reader.cancel().catch(() => undefined)
  }
}

const field = (line: string) => line.slice(5).replace(/^ /, '')

/**
 * The `data` of each server-sent event, however the chunks split its lines (a CR LF included); comments, other
 * fields and an event with no data are skipped. A last event with no blank line after it still counts.
 */
export async function* sseData(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  let pending = ''
  let data: string[] = []
  for await (const chunk of chunks) {
    const text = pending + chunk
    // A CR at a chunk's end may be half of a CR LF: it waits for the next chunk.
    const end = text.endsWith('\r') ? text.length - 1 : text.length
    const lines = text.slice(0, end).split(/\r\n|\r|\n/)
    pending = (lines.pop() ?? '') + text.slice(end)
    for (const line of lines) {
      if (line === '' && data.length > 0) yield data.join('\n')
      if (line === '') data = []
      else if (line.startsWith('data:')) data.push(field(line))
    }
  }
  if (pending.startsWith('data:')) data.push(field(pending.replace(/\r$/, '')))
  if (data.length > 0) yield data.join('\n')
}
