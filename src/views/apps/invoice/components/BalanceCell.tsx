import { useTranslation } from 'react-i18next'
import { Badge } from 'reactstrap'
import { formatMoney, parseMoney } from '@/utility/format'
import type { InvoiceBalance } from '../contract'

/** <bdi> keeps the minus sign in front in a right-to-left page. */
export function BalanceCell({ balance }: { balance: InvoiceBalance }) {
  const { t, i18n } = useTranslation('invoice')
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
      <bdi>{formatMoney(amount, i18n.language)}</bdi>
    </span>
  )
}
