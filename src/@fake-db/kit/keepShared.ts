/** What the tabs of one browser share about kept demo data: one lock for the kept record, and notices. */

const name = 'nordlight-demo-data'

/** `changed`: these stores were written; `reset`: every store is back to its seed. */
export type KeptNotice = { kind: 'changed'; names: string[] } | { kind: 'reset' }

let local: Promise<unknown> = Promise.resolve()

/** Runs the task alone across tabs (Web Locks), or alone in this page where the browser has none. */
export async function withKeptLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: Navigator }).navigator?.locks
  if (locks) return await locks.request(name, task)
  const run = local.then(task, task)
  local = run.catch(() => undefined)
  return run
}

let channel: BroadcastChannel | null = null

function open(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  channel = new BroadcastChannel(name)
  // Under Node (tests) an open channel would keep the process alive.
  ;(channel as { unref?: () => void }).unref?.()
  return channel
}

export function tellOtherTabs(notice: KeptNotice): void {
  open()?.postMessage(notice)
}

const isNotice = (value: unknown): value is KeptNotice =>
  typeof value === 'object' &&
  value !== null &&
  ((value as KeptNotice).kind === 'reset' ||
    ((value as KeptNotice).kind === 'changed' && Array.isArray((value as { names?: unknown }).names)))

/** Listens to the other tabs; a page's own notices never come back to it. */
export function hearOtherTabs(listener: (notice: KeptNotice) => void): () => void {
  const target = open()
  if (!target) return () => undefined
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isNotice(event.data)) listener(event.data)
  }
  target.addEventListener('message', onMessage)
  return () => target.removeEventListener('message', onMessage)
}

/** Closes the channel, so a test's page can end. */
export function closeKeptChannel(): void {
  channel?.close()
  channel = null
}
