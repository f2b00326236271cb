import type { ChatMessage } from '../contract'
import { dayOf } from '../time'

/** Consecutive messages of one sender on one day: one avatar, one side. */
export interface MessageGroup {
  senderId: number
  messages: ChatMessage[]
}

export interface MessageDay {
  /** `YYYY-MM-DD`, local. */
  day: string
  groups: MessageGroup[]
}

/** The log's structure: days (separators), then runs of messages by the same sender. */
export function groupMessages(messages: readonly ChatMessage[]): MessageDay[] {
  const days: MessageDay[] = []
  for (const message of messages) {
    const day = dayOf(message.time)
    let current = days.at(-1)
    if (current?.day !== day) {
      current = { day, groups: [] }
      days.push(current)
    }
    const group = current.groups.at(-1)
    if (group?.senderId === message.senderId) group.messages.push(message)
    else current.groups.push({ senderId: message.senderId, messages: [message] })
  }
  return days
}
