import { useTranslation } from 'react-i18next'
import { Avatar } from '@core/components/Avatar'
import { publicUrl } from '@/utility/publicUrl'

const statuses = [
  { status: 'online', picture: 1 },
  { status: 'away', picture: 5 },
  { status: 'busy', picture: 8 },
  { status: 'offline', picture: 11 }
] as const

/** A dot on the edge tells whether the person is reachable; the text says it for screen readers. */
export default function AvatarStatus() {
  const { t } = useTranslation('components')
  return (
    <div className="demo-row">
      {statuses.map(({ status, picture }) => (
        <span key={status} className="avatar-with-status">
          <Avatar
            name={t('avatar.sample.member', { status: t(`avatar.sample.${status}`) })}
            src={publicUrl(`images/avatars/${picture}.svg`)}
            size="lg"
          />
          <span className={`avatar-status avatar-status-${status}`} aria-hidden="true" />
        </span>
      ))}
    </div>
  )
}
