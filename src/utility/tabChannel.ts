/** The demo's tabs of one browser talk here: which record each has open (presence). */

const channelName = 'nordlight-tabs'

/** This tab, among the browser's tabs; new on every load. */
export const tabId = Math.random().toString(36).slice(2, 10)

/** `open`: this tab shows the record (and asks who else does); `here`: an answer to it; `closed`: it left. */
export interface PresenceMessage {
  kind: 'open' | 'here' | 'closed'
  tab: string
  record: string
}

const isPresence = (value: unknown): value is PresenceMessage => {
  const message = value as Partial<PresenceMessage> | null
  return (
    typeof message === 'object' &&
    message !== null &&
    (message.kind === 'open' || message.kind === 'here' || message.kind === 'closed') &&
    typeof message.tab === 'string' &&
    typeof message.record === 'string'
  )
}

let channel: BroadcastChannel | null = null

function open(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  channel = new BroadcastChannel(channelName)
  // Under Node (tests) an open channel would keep the process alive.
  ;(channel as { unref?: () => void }).unref?.()
  return channel
}

export function tellTabs(message: Omit<PresenceMessage, 'tab'>): void {
  open()?.postMessage({ ...message, tab: tabId })
}

/** Listens to the other tabs; a tab never hears its own messages. */
export function hearTabs(listener: (message: PresenceMessage) => void): () => void {
  const target = open()
  if (!target) return () => undefined
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isPresence(event.data) && event.data.tab !== tabId) listener(event.data)
  }
  target.addEventListener('message', onMessage)
  return () => target.removeEventListener('message', onMessage)
}
