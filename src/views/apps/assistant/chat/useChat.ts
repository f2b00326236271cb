import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { chatLimits, type ChatEvent, type ChatMessage, type ChatRequest } from '../contract'
import { askChat } from './transport'

export type TurnStatus = 'answering' | 'done' | 'stopped' | 'error'

export interface Turn {
  id: number
  question: string
  events: ChatEvent[]
  status: TurnStatus
}

export const answerText = (turn: Turn) =>
  turn.events.flatMap((event) => (event.type === 'text' ? [event.delta] : [])).join('')

const shipped = ['en', 'fr', 'de', 'pt', 'ar'] as const
const languageOf = (code: string): ChatRequest['language'] =>
  shipped.find((language) => code.startsWith(language)) ?? 'en'

/** The conversation sent with a question: the turns before it, then the question, within the limits. */
function messagesFor(turns: readonly Turn[], question: string): ChatMessage[] {
  const clip = (text: string) => text.slice(0, chatLimits.messageChars)
  const before = turns.flatMap((turn): ChatMessage[] => {
    const answer = answerText(turn).trim()
    return [
      { role: 'user', text: clip(turn.question) },
      ...(answer ? [{ role: 'assistant' as const, text: clip(answer) }] : [])
    ]
  })
  return [...before.slice(-(chatLimits.messages - 1)), { role: 'user', text: clip(question) }]
}

let nextTurn = 0

/** The chat's state: the turns, one answer streaming at a time, stop, regenerate and edit of the last question. */
export function useChat() {
  const { i18n } = useTranslation()
  const [turns, setTurns] = useState<Turn[]>([])
  const running = useRef<AbortController | null>(null)

  const update = (id: number, change: (turn: Turn) => Turn) =>
    setTurns((all) => all.map((turn) => (turn.id === id ? change(turn) : turn)))

  const run = useCallback(
    async (before: Turn[], question: string) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      const turn: Turn = { id: ++nextTurn, question, events: [], status: 'answering' }
      setTurns([...before, turn])
      const request = { messages: messagesFor(before, question), language: languageOf(i18n.language) }
      for await (const event of askChat(request, controller.signal))
        update(turn.id, (current) => ({
          ...current,
          events: [...current.events, event],
          status: event.type === 'error' ? 'error' : event.type === 'done' ? 'done' : current.status
        }))
      update(turn.id, (current) =>
        current.status === 'answering'
          ? { ...current, status: controller.signal.aborted ? 'stopped' : 'done' }
          : current
      )
      if (running.current === controller) running.current = null
    },
    [i18n.language]
  )

  const ask = (question: string) => void run(turns, question)
  const stop = () => running.current?.abort()
  const last = turns.at(-1)
  const regenerate = () => last && void run(turns.slice(0, -1), last.question)
  const editLast = (question: string) => last && void run(turns.slice(0, -1), question)
  const clear = () => {
    running.current?.abort()
    setTurns([])
  }
  return { turns, ask, stop, regenerate, editLast, clear, answering: last?.status === 'answering' }
}
