import { chatStreamType, endpoints, tokenIntervalMs, type ChatEvent } from '@/views/apps/assistant/contract'

/** The call the HTTP server streams when asked for `application/x-ndjson`. */
export const streamed = { path: endpoints.chat, type: chatStreamType } as const

/** The demo model's pace over HTTP: one token every `tokenIntervalMs`; false once the caller has gone. */
export const readablePace = (signal: AbortSignal) =>
  new Promise<boolean>((resolve) => {
    if (signal.aborted) return resolve(false)
    const timer = setTimeout(() => resolve(true), tokenIntervalMs)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve(false)), { once: true })
  })

/** An answer's events as NDJSON, each sent as it is made; a reader that goes ends the answer. */
export function eventStream(events: AsyncIterable<ChatEvent>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = events[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`))
    },
    async cancel() {
      await iterator.return?.()
    }
  })
}
