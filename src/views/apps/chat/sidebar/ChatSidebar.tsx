import { useState } from 'react'
import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Input, InputGroup, InputGroupText, Label } from 'reactstrap'
import { useSplitApp } from '@core/components/split-app/SplitApp'
import type { ChatsAndContactsResponse, ChatStatus } from '../contract'
import { StatusAvatar } from '../StatusAvatar'
import { ChatListItem } from './ChatListItem'

interface Props {
  data: ChatsAndContactsResponse
  status: ChatStatus
  activeId: number | null
  onOpen: (contactId: number) => void
  onProfile: () => void
}

export function ChatSidebar({ data, status, activeId, onOpen, onProfile }: Props) {
  const { t } = useTranslation('chat')
  const { closeSidebar } = useSplitApp()
  const [q, setQ] = useState('')
  const needle = q.trim().toLowerCase()
  const matches = (name: string) => name.toLowerCase().includes(needle)
  const chats = data.chatsContacts.filter((contact) => matches(contact.fullName))
  const withChat = new Set(data.chatsContacts.map((contact) => contact.id))
  const contacts = data.contacts.filter((contact) => !withChat.has(contact.id) && matches(contact.fullName))
  const open = (id: number) => {
    closeSidebar()
    onOpen(id)
  }
  const { profileUser } = data
  return (
    <div className="chat-sidebar">
      <div className="chat-sidebar-head">
        <button
          type="button"
          className="chat-profile-button"
          aria-label={t('sidebar.openProfile')}
          onClick={onProfile}
        >
          <StatusAvatar name={profileUser.fullName} src={profileUser.avatar} status={status} decorative />
        </button>
        <Label for="chat-search" className="visually-hidden">
          {t('sidebar.search')}
        </Label>
        <InputGroup className="flex-grow-1">
          <InputGroupText>
            <Search size={16} aria-hidden="true" />
          </InputGroupText>
          <Input
            id="chat-search"
            type="search"
            placeholder={t('sidebar.searchPlaceholder')}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </InputGroup>
      </div>
      <div className="chat-sidebar-lists">
        <h2 className="chat-section-title" id="chat-chats-heading">
          {t('sidebar.chats')}
        </h2>
        {chats.length > 0 ? (
          <ul className="list-unstyled" aria-labelledby="chat-chats-heading">
            {chats.map((contact) => (
              <ChatListItem
                key={contact.id}
                person={contact}
                active={contact.id === activeId}
                onOpen={open}
              />
            ))}
          </ul>
        ) : (
          <p className="chat-empty">{t('sidebar.noChats')}</p>
        )}
        <h2 className="chat-section-title" id="chat-contacts-heading">
          {t('sidebar.contacts')}
        </h2>
        {contacts.length > 0 ? (
          <ul className="list-unstyled" aria-labelledby="chat-contacts-heading">
            {contacts.map((contact) => (
              <ChatListItem
                key={contact.id}
                person={contact}
                active={contact.id === activeId}
                onOpen={open}
              />
            ))}
          </ul>
        ) : (
          <p className="chat-empty">{t('sidebar.noContacts')}</p>
        )}
      </div>
    </div>
  )
}
