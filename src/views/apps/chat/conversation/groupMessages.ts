import type { ChatMessage } from '../contract'
import { dayOf } from '../time'

export interface MessageGroup {
  senderId: number
  messages: ChatMessage[]
}

export interface MessageDay {
  day: string
  groups: MessageGroup[]
}

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
