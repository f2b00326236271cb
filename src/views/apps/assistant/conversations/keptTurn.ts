import type { ChatEvent } from '../contract'
import { conversationLimits, type KeptTurn } from '../conversations.contract'
import type { Turn } from '../chat/useChat'

/** An ended turn as kept: its text deltas joined into one event, within the kept events' limit. */
export function keptTurn({ question, events, status, decisions }: Turn): KeptTurn {
  const joined = events.reduce<ChatEvent[]>((kept, event) => {
    const last = kept.at(-1)
    if (event.type === 'text' && last?.type === 'text')
      kept[kept.length - 1] = { ...last, delta: last.delta + event.delta }
    else kept.push(event)
    return kept
  }, [])
  return {
    question,
    events: joined.slice(-conversationLimits.events),
    status: status === 'answering' ? 'stopped' : status,
    ...(decisions?.length ? { decisions } : {})
  }
}
