/** Without the in-browser mock: the HTTP server's stream of changes feeds the screens, as other tabs do with it. */
import { changeEventSchema, changeStreamType, endpoints, type ChangeEvent } from './notifications.contract'
import { getAccessToken } from './auth/storage'
import { demoDataChangedElsewhere } from '@/configs/demoData'
import { env } from '@/configs/env'

const again = { dropped: 3_000, refused: 15_000 }

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/** The `change` events in a block of server-sent event text (blocks end with an empty line). */
export function changesIn(block: string): ChangeEvent[] {
  const lines = block.split('\n')
  if (!lines.includes('event: change')) return []
  const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6))
  try {
    const read = changeEventSchema.safeParse(JSON.parse(data.join('\n')))
    return read.success ? [read.data] : []
  } catch {
    return []
  }
}

/** A JWT past its `exp` (an opaque token counts as live): the page's own calls renew it, the stream waits for that. */
export function isExpired(token: string, now = Date.now()): boolean {
  try {
    const { exp } = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown
    }
    return typeof exp === 'number' && exp * 1000 <= now
  } catch {
    return false
  }
}

async function readStream(base: string, onChanges: (changes: ChangeEvent[]) => void, signal: AbortSignal) {
  const token = getAccessToken()
  if (!token || isExpired(token)) return again.refused
  const response = await fetch(`${base}${endpoints.changes}`, {
    headers: { Accept: changeStreamType, Authorization: `Bearer ${token}` },
    signal
  })
  if (!response.ok || !response.body) return again.refused
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += chunk.value
    const blocks = text.split('\n\n')
    text = blocks.pop() ?? ''
    const changes = blocks.flatMap(changesIn)
    if (changes.length > 0) onChanges(changes)
  }
  return again.dropped
}

/** Follows the stream while signed in, coming back after a drop; stops when `signal` aborts. */
export async function followServerChanges(
  base: string,
  onChanges: (changes: ChangeEvent[]) => void,
  signal: AbortSignal
): Promise<void> {
  while (!signal.aborted) {
    const pause = await readStream(base, onChanges, signal).catch(() => again.dropped)
    await wait(pause, signal)
  }
}

/** Started at boot without the mock (main.tsx): for the page's life, into the path other tabs' changes take. */
export function followServer(): Promise<void> {
  return followServerChanges(env.apiBaseUrl, demoDataChangedElsewhere, new AbortController().signal)
}
