import { useTranslation } from 'react-i18next'
import { statusKey, type EmployeeStatus } from '../contract'

const colors: Record<EmployeeStatus, string> = {
  current: 'primary',
  professional: 'success',
  rejected: 'danger',
  resigned: 'warning',
  applied: 'info'
}

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('tables')
  const key = statusKey(status)
  return <span className={`badge rounded-pill text-bg-${colors[key]}`}>{t(`employees.status.${key}`)}</span>
}
