import { ArrowLeftRight, CreditCard, Landmark, Wallet, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { transactions } from './demoData'
import { CardFrame } from './DataCard'
import { Money } from '@core/components/Money'

const icons: Record<(typeof transactions)[number]['key'], LucideIcon> = {
  wallet: Wallet,
  bankTransfer: Landmark,
  paypal: CreditCard,
  mastercard: CreditCard,
  transfer: ArrowLeftRight
}

export function TransactionsCard() {
  const { t } = useTranslation('cards')
  return (
    <CardFrame
      title={t('transactions.title')}
      ask={() => ({
        transactions: transactions.map((item) => ({
          title: t(`transactions.${item.key}.title`),
          amount: item.amount
        }))
      })}
    >
      <ul className="list-unstyled mb-0">
        {transactions.map((item) => {
          const Icon = icons[item.key]
          return (
            <li key={item.key} className="d-flex align-items-center gap-3 mb-3">
              <span
                className={`stat-icon stat-icon-sm bg-${item.color}-subtle text-${item.color}-emphasis`}
                aria-hidden="true"
              >
                <Icon size={16} />
              </span>
              <div className="flex-grow-1">
                <div className="fw-semibold">{t(`transactions.${item.key}.title`)}</div>
                <div className="small text-body-secondary">{t(`transactions.${item.key}.text`)}</div>
              </div>
              <span className={`fw-semibold text-${item.amount < 0 ? 'danger' : 'success'}-emphasis`}>
                <Money value={item.amount} style="signed" />
              </span>
            </li>
          )
        })}
      </ul>
    </CardFrame>
  )
}
