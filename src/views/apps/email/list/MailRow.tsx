import type { ReactNode } from 'react'
import { Paperclip, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Avatar } from '@core/components/Avatar'
import { useDemoText } from '@core/hooks/useDemoText'
import type { Email } from '../contract'
import { LabelBadges } from '../components/MailMenus'
import { excerpt, listTime } from '../format'
import { IconButton } from '@core/components/IconButton'

interface Props {
  email: Email
  href: string
  /** The row's selection check box. */
  select?: ReactNode
  onStar: () => void
}

export function MailRow({ email, href, select, onStar }: Props) {
  const { t, i18n } = useTranslation('email')
  const demo = useDemoText('email')
  const subject = demo(`subjects.${email.id}`, email.subject) || t('detail.noSubject')
  const person =
    email.folder === 'sent' || email.folder === 'draft'
      ? email.to[0]?.name || email.to[0]?.email || t('detail.noRecipient')
      : email.from.name
  return (
    <li className={`nl-mail-row${email.isRead ? '' : ' nl-mail-unread'}`}>
      {select}
      <IconButton
        icon={Star}
        className={`nl-mail-star${email.isStarred ? ' text-warning' : ''}`}
        label={t('actions.starOne', { subject })}
        onClick={onStar}
        pressed={email.isStarred}
      />
      <Link to={href} className="nl-mail-row-link">
        <Avatar
          name={person}
          src={email.folder === 'sent' || email.folder === 'draft' ? '' : email.from.avatar}
          size="sm"
          decorative
          className="d-none d-sm-inline-flex"
        />
        <span className="nl-mail-from text-truncate" dir="auto">
          {person}
        </span>
        <span className="nl-mail-summary text-truncate">
          {!email.isRead && <span className="visually-hidden">{t('list.unread')} </span>}
          <span className="nl-mail-subject" dir="auto">
            {subject}
          </span>
          <span className="nl-mail-excerpt text-body-secondary" dir="auto">
            {' '}
            – {excerpt(demo(`messages.${email.id}`, email.message))}
          </span>
        </span>
        <span className="nl-mail-meta">
          <LabelBadges labels={email.labels} />
          {email.attachments.length > 0 && (
            <Paperclip size={15} className="text-body-secondary" role="img" aria-label={t('list.hasFiles')} />
          )}
          <time dateTime={email.time} className="small text-body-secondary text-nowrap" dir="auto">
            {listTime(email.time, i18n.language)}
          </time>
        </span>
      </Link>
    </li>
  )
}
