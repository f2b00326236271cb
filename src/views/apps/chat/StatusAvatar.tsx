import { useTranslation } from 'react-i18next'
import { Avatar, type AvatarSize } from '@core/components/Avatar'
import type { ChatStatus } from './contract'

const dotColors: Record<ChatStatus, string> = {
  online: 'success',
  offline: 'secondary',
  busy: 'danger',
  away: 'warning'
}

export function StatusAvatar({
  name,
  src,
  status,
  size = 'md',
  decorative = false
}: {
  name: string
  src: string
  status: ChatStatus
  size?: AvatarSize
  decorative?: boolean
}) {
  const { t } = useTranslation('chat')
  return (
    <span className="chat-avatar">
      <Avatar name={name} src={src} size={size} color="primary" decorative={decorative} />
      <span
        className={`chat-status-dot bg-${dotColors[status]}`}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : t(`statuses.${status}`)}
        aria-hidden={decorative || undefined}
      />
    </span>
  )
}
