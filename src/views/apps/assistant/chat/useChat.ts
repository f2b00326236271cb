import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SharedView } from '@core/assistant/ask'
import { chatLimits, type ChatEvent, type ChatMessage, type ChatRequest } from '../contract'
import type { Decision } from '../conversations.contract'
import { useLatest } from '@core/hooks/useLatest'
import { useDecisions, withDecisions } from './decisions'
import { askChat } from './transport'

export type TurnStatus = 'answering' | 'done' | 'stopped' | 'error'

export interface Turn {
  id: number
  question: string
  events: ChatEvent[]
  status: TurnStatus
  /** What the user did with its approval cards. */
  decisions?: Decision[]
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

/** A question's chat call: the conversation before it, the page's language and the view it is about, if any. */
const requestFor = (
  turns: readonly Turn[],
  question: string,
  language: string,
  view?: SharedView
): ChatRequest => ({
  messages: messagesFor(turns, question),
  language: languageOf(language),
  ...(view && { view })
})

let nextTurn = 0

/** Kept turns (a conversation opened again) as the chat shows them. */
export const shownTurns = (kept: readonly Omit<Turn, 'id'>[]): Turn[] =>
  kept.map((turn) => ({ ...turn, id: ++nextTurn }))

export interface ChatOptions {
  /** Called with every turn (and the shared view, if any) once an answer ends (done, stopped or failed) or a proposed
   *  change is decided, unless the chat was cleared since. */
  onAnswered?: (turns: Turn[], view?: SharedView) => void
}

/** The chat's state: the turns, one answer streaming at a time, stop, regenerate and edit of the last question. */
export function useChat({ onAnswered }: ChatOptions = {}) {
  const { i18n } = useTranslation()
  const [turns, setTurns] = useState<Turn[]>([])
  const running = useRef<AbortController | null>(null)
  // Raised when other turns are shown, so an answer that ends afterwards is not reported as theirs.
  const generation = useRef(0)
  // The card's or list's data a conversation started from its Ask action is about: sent with each of its questions.
  const view = useRef<SharedView | undefined>(undefined)
  const answered = useLatest(onAnswered)
  const shown = useLatest(turns)
  // A decision is kept at once, unless an answer is streaming: it keeps every turn when it ends.
  const [decisions, decided] = useDecisions((next) => {
    if (!running.current) answered.current?.(withDecisions(shown.current, next), view.current)
  })

  // An answer still on its way when the chat goes stops with it.
  useEffect(() => () => running.current?.abort(), [])

  const run = useCallback(
    async (before: Turn[], question: string) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      const mine = generation.current
      let turn: Turn = { id: ++nextTurn, question, events: [], status: 'answering' }
      const show = (next: Turn) => {
        turn = next
        if (generation.current === mine) setTurns([...before, turn])
      }
      show(turn)
      const request = requestFor(before, question, i18n.language, view.current)
      for await (const event of askChat(request, controller.signal))
        show({
          ...turn,
          events: [...turn.events, event],
          status: event.type === 'error' ? 'error' : event.type === 'done' ? 'done' : turn.status
        })
      if (turn.status === 'answering')
        show({ ...turn, status: controller.signal.aborted ? 'stopped' : 'done' })
      if (running.current === controller) running.current = null
      if (generation.current === mine)
        answered.current?.(withDecisions([...before, turn], decided.current()), view.current)
    },
    [i18n.language, answered, decided]
  )

  const ask = (question: string) => void run(turns, question)
  const stop = () => running.current?.abort()
  const last = turns.at(-1)
  const regenerate = () => last && void run(turns.slice(0, -1), last.question)
  const editLast = (question: string) => last && void run(turns.slice(0, -1), question)
  /** Shows other turns (none: a new conversation) and the view they are about, stopping an answer on its way. */
  const load = useCallback(
    (next: Turn[], about?: SharedView) => {
      // An answer left on its way is kept as it stands, with what was decided on its cards meanwhile.
      if (running.current && shown.current.length > 0)
        answered.current?.(withDecisions(shown.current, decided.current()), view.current)
      generation.current++
      view.current = about
      running.current?.abort()
      running.current = null
      decided.loadFrom(next)
      setTurns(next)
    },
    [answered, shown, decided]
  )
  /** Starts a new conversation about a card's or list's data (after `load` of none). */
  const askAbout = useCallback(
    (question: string, about: SharedView) => {
      view.current = about
      void run([], question)
    },
    [run]
  )
  return {
    turns,
    ask,
    askAbout,
    stop,
    regenerate,
    editLast,
    load,
    decisions,
    decide: decided.decide,
    answering: last?.status === 'answering'
  }
}

export type Chat = ReturnType<typeof useChat>
