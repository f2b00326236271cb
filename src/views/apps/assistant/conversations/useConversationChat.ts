import { useCallback, useEffect, useRef } from 'react'
import type { SharedView } from '@core/assistant/ask'
import { mutate } from '@core/forms/mutate'
import { titleFrom } from '../conversations.contract'
import { shownTurns, useChat, type Turn } from '../chat/useChat'
import { useAddConversationMutation, useLazyGetConversationQuery, useUpdateConversationMutation } from './api'
import { keptTurn } from './keptTurn'

/** The conversation on screen: its kept id (null until its first answer is kept). */
interface Session {
  id: number | null
}

/**
 * The chat of one kept conversation: `active` opens one (null: a new one), each ended answer is kept, and the first
 * one keeps a new conversation and hands its id to `choose`.
 */
export function useConversationChat(active: number | null, choose: (id: number | null) => void) {
  const [addConversation] = useAddConversationMutation()
  const [updateConversation] = useUpdateConversationMutation()
  const [readConversation] = useLazyGetConversationQuery()
  const session = useRef<Session>({ id: null })
  // Every save, one after another; a conversation is read once the saves before have landed.
  const saving = useRef<Promise<unknown>>(Promise.resolve())

  const keep = useCallback(
    (turns: Turn[], view?: SharedView) => {
      const mine = session.current
      const kept = turns.map(keptTurn)
      saving.current = saving.current.then(async () => {
        if (mine.id !== null) return mutate(updateConversation({ id: mine.id, turns: kept }))
        // The view is kept with the new conversation, so a question asked after it is opened again is about it too.
        const title = titleFrom(turns[0].question)
        const result = await mutate(addConversation({ title, turns: kept, ...(view && { view }) }))
        if (!result.data) return
        mine.id = result.data.conversation.id
        if (session.current === mine) choose(mine.id)
      })
    },
    [addConversation, updateConversation, choose]
  )
  const chat = useChat({ onAnswered: keep })
  const { load } = chat

  useEffect(() => {
    if (active === session.current.id) return
    // The conversation left keeps an answer still on its way before the session changes.
    load([])
    const mine: Session = { id: active }
    session.current = mine
    if (active === null) return
    void saving.current.then(async () => {
      const { data } = await readConversation(active)
      if (session.current !== mine) return
      // A conversation deleted meanwhile (in another tab) leaves a new one in its place.
      if (data) load(shownTurns(data.conversation.turns), data.conversation.view)
      else choose(null)
    })
  }, [active, load, readConversation, choose])

  /** A new conversation, even while one not yet kept is on screen. */
  const startNew = useCallback(() => {
    load([])
    session.current = { id: null }
    choose(null)
  }, [load, choose])

  return { ...chat, startNew }
}
