import { useTranslation } from 'react-i18next'
import { Badge } from 'reactstrap'
import { parseMoney } from '@/utility/format'
import type { InvoiceBalance } from '../contract'
import { Money } from '@core/components/Money'

/** <bdi> keeps the minus sign in front in a right-to-left page. */
export function BalanceCell({ balance }: { balance: InvoiceBalance }) {
  const { t } = useTranslation('invoice')
  const amount = parseMoney(balance)
  if (amount === 0)
    return (
      <Badge color="success" className="bg-success-subtle text-success-emphasis">
        {t('status.paid')}
      </Badge>
    )
  return (
    <span
      className={amount < 0 ? 'text-danger fw-semibold' : undefined}
      title={amount < 0 ? t('balance.credit') : undefined}
    >
      <Money value={amount} />
    </span>
  )
}
