import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '@core/components/PageHeader'
import { QueryState } from '@core/components/QueryState'
import { SplitApp } from '@core/components/split-app/SplitApp'
import { useGetChatsAndContactsQuery } from './api'
import type { ChatsAndContactsResponse } from './contract'
import { ChatConversation } from './conversation/ChatConversation'
import { ChatWelcome } from './conversation/ChatWelcome'
import { ContactPanel } from './panels/ContactPanel'
import { ProfilePanel, type ProfileSettings } from './panels/ProfilePanel'
import { ChatSidebar } from './sidebar/ChatSidebar'
import './chat.scss'

function useOpenContact(): [number | null, (id: number) => void] {
  const [params, setParams] = useSearchParams()
  const raw = params.get('contact')
  const id = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null
  return [id, (contact) => setParams({ contact: String(contact) })]
}

function ChatFrame({ data }: { data: ChatsAndContactsResponse }) {
  const { t } = useTranslation('chat')
  const [contactId, openContact] = useOpenContact()
  const [panel, setPanel] = useState<'profile' | 'contact' | null>(null)
  const { status, settings } = data.profileUser
  const [profile, setProfile] = useState<ProfileSettings>({ status, ...settings })
  const contact = data.contacts.find((candidate) => candidate.id === contactId) ?? null
  const close = () => setPanel(null)
  return (
    <>
      <SplitApp
        className="chat-app"
        sidebarLabel={t('sidebar.label')}
        sidebar={
          <ChatSidebar
            data={data}
            status={profile.status}
            activeId={contactId}
            onOpen={openContact}
            onProfile={() => setPanel('profile')}
          />
        }
      >
        {contactId === null ? (
          <ChatWelcome />
        ) : (
          <ChatConversation
            key={contactId}
            contactId={contactId}
            profileUser={{ ...data.profileUser, status: profile.status }}
            onContactProfile={() => setPanel('contact')}
          />
        )}
      </SplitApp>
      <ProfilePanel
        profileUser={data.profileUser}
        settings={profile}
        onChange={setProfile}
        isOpen={panel === 'profile'}
        onClose={close}
      />
      <ContactPanel contact={contact} isOpen={panel === 'contact'} onClose={close} />
    </>
  )
}

export default function ChatApp() {
  const { t } = useTranslation('chat')
  const query = useGetChatsAndContactsQuery()
  const error = query.isError ? query.error : null
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('common:nav.apps') }]} />
      {query.data ? (
        <ChatFrame data={query.data} />
      ) : (
        <div className="card">
          <QueryState loading={!error} error={error} onRetry={() => void query.refetch()} />
        </div>
      )}
    </>
  )
}
