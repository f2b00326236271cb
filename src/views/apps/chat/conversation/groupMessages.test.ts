import { describe, expect, it } from 'vitest'
import { groupMessages } from './groupMessages'

const at = (day: number, hour: number) => new Date(2026, 2, day, hour).toISOString()

describe('groupMessages', () => {
  it('splits by local day, then by runs of the same sender', () => {
    const messages = [
      { message: 'a', time: at(1, 9), senderId: 1 },
      { message: 'b', time: at(1, 10), senderId: 1 },
      { message: 'c', time: at(1, 11), senderId: 2 },
      { message: 'd', time: at(2, 8), senderId: 2 },
      { message: 'e', time: at(2, 9), senderId: 1 }
    ]
    expect(groupMessages(messages)).toEqual([
      {
        day: '2026-03-01',
        groups: [
          { senderId: 1, messages: messages.slice(0, 2) },
          { senderId: 2, messages: [messages[2]] }
        ]
      },
      {
        day: '2026-03-02',
        groups: [
          { senderId: 2, messages: [messages[3]] },
          { senderId: 1, messages: [messages[4]] }
        ]
      }
    ])
    expect(groupMessages([])).toEqual([])
  })
})
