import { useTranslation } from 'react-i18next'
import { Badge } from 'reactstrap'
import { formatMoney, parseMoney } from '@/utility/format'
import type { InvoiceBalance } from '../types'

/** What is owed: a "Paid" badge when settled, a credit (negative) in red so it is not misread. */
export function BalanceCell({ balance }: { balance: InvoiceBalance }) {
  const { t, i18n } = useTranslation('invoice')
  const amount = parseMoney(balance)
  if (amount === 0) return <Badge color="success" className="bg-success-subtle text-success-emphasis">{t('status.paid')}</Badge>
  return (
    <span className={amount < 0 ? 'text-danger fw-semibold' : undefined} title={amount < 0 ? t('balance.credit') : undefined}>
      {formatMoney(amount, i18n.language)}
    </span>
  )
}
