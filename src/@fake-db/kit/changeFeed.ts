import { changeBacklog, heartbeatSeconds, type ChangeEvent } from '@/utility/notifications.contract'
import type { ActivityUser } from '@/utility/activity.contract'
import type { RecordChange } from './changes'

type Listener = (event: ChangeEvent) => void

const listeners = new Set<Listener>()
const backlog: ChangeEvent[] = []

/** A successful write as one event: its first record, how many it changed, and who wrote it. */
export function changeEventOf(
  changes: readonly RecordChange[],
  write: { app: string; user: ActivityUser | null; entry?: number }
): ChangeEvent | null {
  const first = changes[0]
  if (!first) return null
  const version = first.after?.version
  return {
    entry: write.entry ?? 0,
    at: new Date().toISOString(),
    app: write.app,
    entity: first.entity,
    id: String(first.place.id),
    ...(typeof version === 'number' ? { version } : {}),
    action: changes.length > 1 ? 'bulk' : first.action,
    records: changes.length,
    who: write.user
  }
}

/** Tells every open stream; the latest are kept for the plain answer. */
export function publishChange(event: ChangeEvent | null): void {
  if (!event) return
  backlog.push(event)
  if (backlog.length > changeBacklog) backlog.splice(0, backlog.length - changeBacklog)
  listeners.forEach((listener) => listener(event))
}

export function recentChanges(): ChangeEvent[] {
  return backlog.slice()
}

/** The streams open now (a closed stream leaves none behind). */
export function openChangeStreams(): number {
  return listeners.size
}

const encoder = new TextEncoder()
let heartbeatMs = heartbeatSeconds * 1000

/** How often a stream opened from now on says it is alive (tests shorten it). */
export function setHeartbeatMs(ms: number): void {
  heartbeatMs = ms
}

/**
 * The changes as server-sent events from now on (`event: change`, the entry as `id`), a comment line every
 * `heartbeatMs`; ends, letting go of its listener and timer, when the reader cancels or the request is aborted.
 */
export function changeStream(signal: AbortSignal): ReadableStream<Uint8Array> {
  let stop = () => undefined as void
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text))
      const listener: Listener = (event) =>
        send(`id: ${event.entry}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`)
      const timer = setInterval(() => send(': heartbeat\n\n'), heartbeatMs)
      stop = () => {
        clearInterval(timer)
        listeners.delete(listener)
        signal.removeEventListener('abort', end)
      }
      const end = () => {
        stop()
        controller.close()
      }
      if (signal.aborted) return end()
      listeners.add(listener)
      signal.addEventListener('abort', end, { once: true })
      // Opens the stream at once, and tells an EventSource how soon to come back after a drop.
      send(`retry: 3000\n: connected\n\n`)
    },
    cancel() {
      stop()
    }
  })
}
