import { useId, useState } from 'react'
import { Mail, Phone, CircleDot } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap'
import type { Contact } from '../contract'
import { StatusAvatar } from '../StatusAvatar'
import { useChatText } from '../useChatText'
import { PanelSection, PanelSwitch } from './PanelSection'

/** The options last for the session: the API has no call that stores them. */
export function ContactPanel({
  contact,
  isOpen,
  onClose
}: {
  contact: Contact | null
  isOpen: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('chat')
  const { person } = useChatText()
  const titleId = useId()
  const [muted, setMuted] = useState<Set<number>>(new Set())
  const [important, setImportant] = useState<Set<number>>(new Set())
  const toggle = (set: Set<number>, id: number, on: boolean) => {
    const next = new Set(set)
    if (on) next.add(id)
    else next.delete(id)
    return next
  }
  return (
    <Offcanvas
      isOpen={isOpen && contact !== null}
      toggle={onClose}
      direction="end"
      className="chat-panel"
      labelledBy={titleId}
      returnFocusAfterClose
    >
      <OffcanvasHeader toggle={onClose} tag="h2">
        <span id={titleId} className="fs-5">
          {t('contact.panel')}
        </span>
      </OffcanvasHeader>
      {contact && (
        <OffcanvasBody>
          <div className="text-center mb-4">
            <StatusAvatar
              name={contact.fullName}
              src={contact.avatar}
              status={contact.status}
              size="lg"
              decorative
            />
            <p className="fs-5 fw-semibold mt-2 mb-0">{contact.fullName}</p>
            <p className="text-body-secondary">{person(contact.id, 'role', contact.role)}</p>
          </div>
          <PanelSection title={t('contact.about')}>
            <p>{person(contact.id, 'about', contact.about)}</p>
          </PanelSection>
          <PanelSection title={t('contact.personal')}>
            <dl className="chat-facts">
              <dt>
                <Mail size={16} aria-hidden="true" /> {t('contact.email')}
              </dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
              <dt>
                <Phone size={16} aria-hidden="true" /> {t('contact.phone')}
              </dt>
              <dd dir="ltr">{contact.phone}</dd>
              <dt>
                <CircleDot size={16} aria-hidden="true" /> {t('contact.status')}
              </dt>
              <dd>{t(`statuses.${contact.status}`)}</dd>
            </dl>
          </PanelSection>
          <PanelSection title={t('contact.options')}>
            <PanelSwitch
              id="chat-contact-mute"
              label={t('contact.mute')}
              checked={muted.has(contact.id)}
              onChange={(on) => setMuted((set) => toggle(set, contact.id, on))}
            />
            <PanelSwitch
              id="chat-contact-important"
              label={t('contact.important')}
              checked={important.has(contact.id)}
              onChange={(on) => setImportant((set) => toggle(set, contact.id, on))}
            />
          </PanelSection>
        </OffcanvasBody>
      )}
    </Offcanvas>
  )
}
