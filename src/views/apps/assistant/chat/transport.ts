import { http } from '@/utility/http'
import { chatAnswer, endpoints, tokenIntervalMs, type ChatEvent, type ChatRequest } from '../contract'

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

/**
 * One answer's events. The browser mock answers whole (axios-mock-adapter has no streams), so the text is shown a
 * token at a time at the pace the HTTP server streams it; tool steps and approvals show at once.
 */
export async function* askChat(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatEvent> {
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
