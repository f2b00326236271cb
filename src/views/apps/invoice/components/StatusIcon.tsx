import { useTranslation } from 'react-i18next'
import { LazyTooltip } from '@core/components/LazyTooltip'
import { statusLooks } from '../status'
import type { InvoiceStatus } from '../contract'

export function StatusIcon({ status, id }: { status: InvoiceStatus; id: number }) {
  const { t } = useTranslation('invoice')
  const { icon: Icon, color, key } = statusLooks[status]
  const target = `invoice-status-${id}`
  return (
    <>
      <span
        id={target}
        className={`invoice-status-icon bg-${color}-subtle text-${color}-emphasis`}
        role="img"
        aria-label={t(`status.${key}`)}
      >
        <Icon size={14} aria-hidden="true" />
      </span>
      <LazyTooltip target={target} placement="top">
        {t(`status.${key}`)}
      </LazyTooltip>
    </>
  )
}
