import { useTranslation } from 'react-i18next'
import type { ChatContact, Contact } from '../contract'
import { StatusAvatar } from '../StatusAvatar'
import { shortTime } from '../time'
import { useChatText } from '../useChatText'

export function ChatListItem({
  person,
  active,
  onOpen
}: {
  person: ChatContact | Contact
  active: boolean
  onOpen: (id: number) => void
}) {
  const { t, i18n } = useTranslation('chat')
  const chat = 'chat' in person ? person.chat : null
  const text = useChatText()
  return (
    <li>
      <button
        type="button"
        className={`chat-list-item${active ? ' active' : ''}`}
        aria-current={active || undefined}
        onClick={() => onOpen(person.id)}
      >
        <StatusAvatar name={person.fullName} src={person.avatar} status={person.status} decorative />
        <span className="chat-list-text">
          <span className="chat-list-name">{person.fullName}</span>
          <span className="chat-list-excerpt text-truncate">
            {chat?.lastMessage
              ? text.message(chat.id, chat.lastMessage.message)
              : text.person(person.id, 'role', person.role)}
          </span>
        </span>
        {chat && (
          <span className="chat-list-meta">
            {chat.lastMessage && (
              <span className="small text-body-secondary text-nowrap">
                {shortTime(chat.lastMessage.time, i18n.language)}
              </span>
            )}
            {chat.unseenMsgs > 0 && (
              <>
                <span className="badge rounded-pill bg-danger" aria-hidden="true">
                  {chat.unseenMsgs}
                </span>
                <span className="visually-hidden">{t('sidebar.unseen', { count: chat.unseenMsgs })}</span>
              </>
            )}
          </span>
        )}
      </button>
    </li>
  )
}
