import { env } from '@/configs/env'
import { http } from '@/utility/http'
import {
  chatAnswer,
  chatLimits,
  chatStreamType,
  endpoints,
  tokenIntervalMs,
  type ChatEvent,
  type ChatRequest
} from '../contract'
import { readEvents } from './ndjson'

/** Waits one token's time; false once stopped. */
const tick = (signal: AbortSignal) =>
  new Promise<boolean>((resolve) => {
    if (signal.aborted) return resolve(false)
    const stop = () => (clearTimeout(timer), resolve(false))
    // Each token's listener goes with it: a long answer would otherwise pile them on the one signal.
    const timer = setTimeout(
      () => (signal.removeEventListener('abort', stop), resolve(true)),
      tokenIntervalMs
    )
    signal.addEventListener('abort', stop, { once: true })
  })

const failed = (cause: unknown): ChatEvent => ({
  type: 'error',
  code: 'request',
  message: cause instanceof Error ? cause.message : String(cause)
})

/** A real backend streams the answer as NDJSON: each event is shown as it arrives. */
async function* askStreamed(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatEvent> {
  let body: ReadableStream<Uint8Array>
  try {
    const { data } = await http.post<ReadableStream<Uint8Array>>(endpoints.chat, request, {
      signal,
      adapter: 'fetch',
      responseType: 'stream',
      // The whole answer may take the chat's time limit; the server ends it there.
      timeout: chatLimits.timeMs * 2,
      headers: { Accept: chatStreamType }
    })
    body = data
  } catch (cause) {
    if (!signal.aborted) yield failed(cause)
    return
  }
  yield* readEvents(body, signal)
}

/**
 * One answer's events. The browser mock answers whole (axios-mock-adapter has no streams), so the text is shown a
 * token at a time at the pace the HTTP server streams it; tool steps and approvals show at once.
 */
export async function* askChat(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatEvent> {
  if (!env.mockApi) return yield* askStreamed(request, signal)
  let events: ChatEvent[]
  try {
    const { data } = await http.post<unknown>(endpoints.chat, request, { signal })
    events = chatAnswer.parse(data).events
  } catch (cause) {
    if (!signal.aborted) yield failed(cause)
    return
  }
  for (const event of events) {
    if (event.type === 'text' && !(await tick(signal))) return
    if (signal.aborted) return
    yield event
  }
}
