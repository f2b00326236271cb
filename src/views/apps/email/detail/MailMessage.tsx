import { useState } from 'react'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@core/components/Avatar'
import { SafeHtml } from '@core/components/SafeHtml'
import { useDemoText } from '@core/hooks/useDemoText'
import type { EmailAddress, EmailMessage } from '../contract'
import { excerpt, fullTime } from '../format'
import { Attachments } from './Attachments'

const names = (people: readonly EmailAddress[]) =>
  people.map((person) => person.name || person.email).join(', ')

export function MailMessage({ message, initiallyOpen }: { message: EmailMessage; initiallyOpen: boolean }) {
  const { t, i18n } = useTranslation('email')
  const [open, setOpen] = useState(initiallyOpen)
  const body = useDemoText('email')(`messages.${message.id}`, message.message)
  const bodyId = `nl-mail-message-${message.id}`
  const header = (
    <span className="d-flex align-items-start gap-3 w-100 text-start">
      <Avatar name={message.from.name} src={message.from.avatar} decorative />
      <span className="flex-grow-1 min-w-0">
        <span className="d-flex flex-wrap align-items-baseline column-gap-2">
          <strong dir="auto">{message.from.name}</strong>
          <span className="small text-body-secondary text-truncate mw-100">{message.from.email}</span>
        </span>
        <time dateTime={message.time} className="d-block d-md-none small text-body-secondary">
          {fullTime(message.time, i18n.language)}
        </time>
        {open ? (
          <span className="d-block small text-body-secondary">
            {t('detail.to', { names: names(message.to) || t('detail.noRecipient') })}
            {message.cc.length > 0 && <> · {t('detail.cc', { names: names(message.cc) })}</>}
          </span>
        ) : (
          <span className="d-block small text-body-secondary text-truncate" dir="auto">
            {excerpt(body)}
          </span>
        )}
      </span>
      <time dateTime={message.time} className="d-none d-md-block small text-body-secondary text-nowrap">
        {fullTime(message.time, i18n.language)}
      </time>
    </span>
  )
  return (
    <article
      className="card nl-mail-message mb-3"
      aria-label={t('detail.messageFrom', { name: message.from.name })}
    >
      <div className="card-header bg-transparent">
        {initiallyOpen ? (
          header
        ) : (
          <button
            type="button"
            className="btn btn-link p-0 text-reset text-decoration-none w-100 d-flex align-items-center gap-2"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            {header}
            <ChevronDown size={16} className={open ? 'nl-rotate-180' : ''} aria-hidden />
          </button>
        )}
      </div>
      {open && (
        <div className="card-body" id={bodyId}>
          <div dir="auto">
            <SafeHtml html={body} className="nl-mail-body" holdRemoteImages />
          </div>
          <Attachments files={message.attachments} />
        </div>
      )}
    </article>
  )
}
