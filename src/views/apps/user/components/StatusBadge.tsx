import { useTranslation } from 'react-i18next'
import { statusColor } from '../options'
import type { UserStatus } from '../contract'

/** The subtle colours read well in both light and dark skins. */
export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('user')
  const color = statusColor[status]
  return (
    <span className={`badge rounded-pill bg-${color}-subtle text-${color}-emphasis`}>
      {t(`statuses.${status}`)}
    </span>
  )
}
