import { AtSign, CircleAlert, FileDown, PencilLine, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '@/utility/format'
import type { Notification, NotificationKind } from '@/utility/notifications.contract'

const icons: Record<NotificationKind, { Icon: LucideIcon; color: string }> = {
  change: { Icon: PencilLine, color: 'primary' },
  mention: { Icon: AtSign, color: 'info' },
  failure: { Icon: CircleAlert, color: 'danger' },
  export: { Icon: FileDown, color: 'success' }
}

const when = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const

/** One notification's icon, sentence, excerpt and time, as the bell's menu and the page show it. */
export function NotificationText({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications')
  const { Icon, color } = icons[notification.kind]
  const text = t(notification.elsewhere ? 'text.changeTab' : `text.${notification.kind}`, {
    actor: notification.actor?.name ?? t('someone'),
    title: notification.title,
    app: notification.app,
    action: t(`action.${notification.action ?? 'updated'}`),
    count: notification.count ?? 1
  })
  return (
    <span className="d-flex gap-2 align-items-start min-w-0">
      <span className={`text-${color} flex-shrink-0 mt-1`} aria-hidden="true">
        <Icon size={16} />
      </span>
      <span className="min-w-0">
        <span className={`d-block text-break ${notification.read ? '' : 'fw-semibold'}`}>{text}</span>
        {notification.excerpt && (
          <span className="d-block small text-body-secondary text-break">{notification.excerpt}</span>
        )}
        <time className="d-block small text-body-secondary" dateTime={notification.at}>
          {formatDate(notification.at, i18n.language, when)}
        </time>
      </span>
    </span>
  )
}
