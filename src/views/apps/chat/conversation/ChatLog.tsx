import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatMessage, Contact, ProfileUser } from '../contract'
import { StatusAvatar } from '../StatusAvatar'
import { clockTime, dayOf } from '../time'
import { groupMessages } from './groupMessages'
import { dateFormat } from '@/utility/format'
import { useChatText } from '../useChatText'

function useDayLabel() {
  const { t, i18n } = useTranslation('chat')
  const now = new Date()
  const today = dayOf(now.toISOString())
  now.setDate(now.getDate() - 1)
  const yesterday = dayOf(now.toISOString())
  return (day: string) => {
    if (day === today) return t('log.today')
    if (day === yesterday) return t('log.yesterday')
    const [year, month, date] = day.split('-').map(Number)
    return dateFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }).format(
      new Date(year!, month! - 1, date)
    )
  }
}

interface Props {
  chatId: number | null
  messages: readonly ChatMessage[]
  contact: Contact
  profileUser: ProfileUser
}

export function ChatLog({ chatId, messages, contact, profileUser }: Props) {
  const { t, i18n } = useTranslation('chat')
  const text = useChatText()
  const dayLabel = useDayLabel()
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [messages.length, contact.id])

  return (
    // A focusable log, so keyboard users can scroll it (and screen readers hear new messages).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="chat-log" role="log" aria-label={t('log.label', { name: contact.fullName })} tabIndex={0}>
      {messages.length === 0 && (
        <p className="chat-empty text-center">{t('log.empty', { name: contact.fullName })}</p>
      )}
      {groupMessages(messages).map(({ day, groups }) => (
        <section key={day} aria-label={dayLabel(day)}>
          <div className="chat-day">
            <span>{dayLabel(day)}</span>
          </div>
          {groups.map((group) => {
            const mine = group.senderId === profileUser.id
            const person = mine ? profileUser : contact
            return (
              <div
                key={`${group.senderId}-${group.messages[0]!.time}`}
                className={`chat-group${mine ? ' chat-group-mine' : ''}`}
              >
                <StatusAvatar
                  name={person.fullName}
                  src={person.avatar}
                  status={person.status}
                  size="sm"
                  decorative
                />
                <div className="chat-bubbles">
                  <span className="visually-hidden">{mine ? t('log.you') : person.fullName}:</span>
                  {group.messages.map((message, index) => (
                    <div key={`${message.time}-${index}`} className="chat-bubble">
                      <p className="mb-0">
                        {chatId === null ? message.message : text.message(chatId, message.message)}
                      </p>
                      <time dateTime={message.time} className="chat-time">
                        {clockTime(message.time, i18n.language)}
                      </time>
                    </div>
                  ))}
                </div>
              </div>
            )
          })}
        </section>
      ))}
      <div ref={end} />
    </div>
  )
}
