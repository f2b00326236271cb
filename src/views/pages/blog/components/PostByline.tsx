import { useTranslation } from 'react-i18next'
import { Avatar } from '@core/components/Avatar'
import { formatDate } from '@/utility/format'

interface Props {
  name: string
  avatar: string
  time: string
  size?: 'sm' | 'md'
}

export function PostByline({ name, avatar, time, size = 'sm' }: Props) {
  const { t, i18n } = useTranslation('blog')
  return (
    <div className="d-flex align-items-center gap-2 small">
      <Avatar name={name} src={avatar || undefined} size={size} decorative />
      <span>
        {t('post.by')} <span className="fw-semibold">{name}</span>
      </span>
      <span className="text-body-secondary" aria-hidden="true">
        ·
      </span>
      <time dateTime={time} className="text-body-secondary">
        {formatDate(time, i18n.language)}
      </time>
    </div>
  )
}
