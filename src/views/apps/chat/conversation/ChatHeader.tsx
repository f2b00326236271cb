import { MoreVertical, Phone, Search, UserRound, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownItem } from 'reactstrap'
import { LazyDropdown } from '@core/components/LazyDropdown'
import { SidebarToggle } from '@core/components/split-app/SplitApp'
import { notify } from '@core/components/toast'
import type { Contact } from '../contract'
import { StatusAvatar } from '../StatusAvatar'
import { useChatText } from '../useChatText'
import { IconButton } from '@core/components/IconButton'

interface Props {
  contact: Contact
  onSearch: () => void
  onProfile: () => void
}

export function ChatHeader({ contact, onSearch, onProfile }: Props) {
  const { t } = useTranslation('chat')
  const { person } = useChatText()
  const call = () => notify.info(t('header.callUnavailable', { name: contact.fullName }))
  const actions = [
    { key: 'call', icon: Phone, label: t('header.call'), run: call },
    { key: 'video', icon: Video, label: t('header.video'), run: call },
    { key: 'search', icon: Search, label: t('header.search'), run: onSearch }
  ]
  return (
    <div className="chat-header">
      <SidebarToggle label={t('sidebar.show')} />
      <button
        type="button"
        className="chat-header-person"
        onClick={onProfile}
        aria-label={`${contact.fullName}, ${t('header.viewContact')}`}
      >
        <StatusAvatar name={contact.fullName} src={contact.avatar} status={contact.status} decorative />
        <span className="min-w-0">
          <span className="chat-header-name">{contact.fullName}</span>
          <span className="chat-header-role text-truncate">
            {person(contact.id, 'role', contact.role)} · {t(`statuses.${contact.status}`)}
          </span>
        </span>
      </button>
      <div className="d-flex align-items-center ms-auto">
        {actions.map(({ key, icon, label, run }) => (
          <IconButton key={key} icon={icon} className="d-none d-md-inline-flex" label={label} onClick={run} />
        ))}
        <LazyDropdown
          menuProps={{ end: true }}
          toggleProps={{
            color: 'link',
            className: 'btn-icon-action',
            'aria-label': t('header.more'),
            title: t('header.more'),
            children: <MoreVertical size={18} aria-hidden="true" />
          }}
        >
          {() => (
            <>
              <DropdownItem onClick={onProfile}>
                <UserRound size={16} className="me-2" aria-hidden="true" />
                {t('header.viewContact')}
              </DropdownItem>
              {actions.map(({ key, icon: Icon, label, run }) => (
                <DropdownItem key={key} className="d-md-none" onClick={run}>
                  <Icon size={16} className="me-2" aria-hidden="true" />
                  {label}
                </DropdownItem>
              ))}
            </>
          )}
        </LazyDropdown>
      </div>
    </div>
  )
}
