import { useTranslation } from 'react-i18next'
import { roleLook } from '../options'
import type { UserRole } from '../contract'

export function RoleLabel({ role }: { role: UserRole }) {
  const { t } = useTranslation('user')
  const { icon: Icon, color } = roleLook[role]
  return (
    <span className="d-inline-flex align-items-center gap-2 text-nowrap">
      <Icon size={16} className={`text-${color}`} aria-hidden="true" />
      {t(`roles.${role}`)}
    </span>
  )
}
