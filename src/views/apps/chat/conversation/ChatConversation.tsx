import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { QueryState } from '@core/components/QueryState'
import { SidebarToggle } from '@core/components/split-app/SplitApp'
import { useGetChatQuery } from '../api'
import { chatPaths, type ProfileUser } from '../contract'
import { ChatHeader } from './ChatHeader'
import { ChatLog } from './ChatLog'
import { Composer } from './Composer'
import { MessageSearch } from './MessageSearch'
import { useChatText } from '../useChatText'

interface Props {
  contactId: number
  profileUser: ProfileUser
  onContactProfile: () => void
}

export function ChatConversation({ contactId, profileUser, onContactProfile }: Props) {
  const { t } = useTranslation('chat')
  const query = useGetChatQuery(contactId)
  const [search, setSearch] = useState<string | null>(null)
  const text = useChatText()

  if (!query.data) {
    const error = query.error as { status?: number; message?: string } | undefined
    return (
      <>
        <div className="chat-header">
          <SidebarToggle label={t('sidebar.show')} />
        </div>
        {error?.status === 404 ? (
          <div className="chat-welcome">
            <p>{t('contact.notFound')}</p>
            <Link to={chatPaths.app} className="btn btn-primary">
              {t('contact.back')}
            </Link>
          </div>
        ) : (
          <QueryState loading={!error} error={error} onRetry={() => void query.refetch()} />
        )}
      </>
    )
  }

  const { contact, chat } = query.data
  const messages = chat?.chat ?? []
  // The search finds what the reader sees: a seed message in their language.
  const shownText = (message: string) => (chat ? text.message(chat.id, message) : message)
  const needle = search?.trim().toLowerCase() ?? ''
  const shown = needle
    ? messages.filter((message) => shownText(message.message).toLowerCase().includes(needle))
    : messages
  return (
    <>
      <ChatHeader contact={contact} onSearch={() => setSearch('')} onProfile={onContactProfile} />
      {search !== null && (
        <MessageSearch
          value={search}
          matches={needle ? shown.length : null}
          onChange={setSearch}
          onClose={() => setSearch(null)}
        />
      )}
      <ChatLog
        key={contact.id}
        chatId={chat?.id ?? null}
        messages={shown}
        contact={contact}
        profileUser={profileUser}
      />
      <Composer key={`composer-${contact.id}`} contact={contact} />
    </>
  )
}
