import { useTranslation } from 'react-i18next'
import { UncontrolledTooltip } from 'reactstrap'
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
      {/* An explicit timeout: without it reactstrap 9 logs a prop-type warning under React 18. */}
      <UncontrolledTooltip target={target} placement="top" transition={{ timeout: 150 }}>
        {t(`status.${key}`)}
      </UncontrolledTooltip>
    </>
  )
}
