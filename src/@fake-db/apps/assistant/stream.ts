import { chatStreamType, endpoints, tokenIntervalMs, type ChatEvent } from '@/views/apps/assistant/contract'

/** The call the HTTP server streams when asked for `application/x-ndjson`. */
export const streamed = { path: endpoints.chat, type: chatStreamType } as const

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/** An answer's events as NDJSON, its text a token at a time at a readable pace; stops when the reader goes. */
export function eventStream(events: readonly ChatEvent[], signal: AbortSignal, intervalMs = tokenIntervalMs) {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const event of events) {
        if (event.type === 'text') await wait(intervalMs, signal)
        if (signal.aborted) break
        controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`))
      }
      controller.close()
    }
  })
}
