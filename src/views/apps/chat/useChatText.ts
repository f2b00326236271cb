import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useDemoText } from '@core/hooks/useDemoText'

/** The demo chat's seed prose in the reader's language: a person's role and about, a chat's messages. */
export function useChatText() {
  const demo = useDemoText('chat')
  const { i18n } = useTranslation('chat')
  const person = useCallback(
    (id: number, field: 'role' | 'about', text: string) => demo(`people.${id}.${field}`, text),
    [demo]
  )
  // A message has no id: its key is its place among the seed messages of its chat, found by its English text.
  const message = useCallback(
    (chatId: number, text: string) => {
      const seed: unknown = i18n.getResource('en', 'chat', `content.messages.${chatId}`)
      const entries = typeof seed === 'object' && seed !== null ? Object.entries(seed) : []
      const place = entries.find(([, english]) => english === text)?.[0]
      return place === undefined ? text : demo(`messages.${chatId}.${place}`, text)
    },
    [demo, i18n]
  )
  return { person, message }
}
