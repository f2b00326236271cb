import { CreditCard } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import { payment } from './demoData'
import { Money } from '@core/components/Money'

export function PaymentCard() {
  const { t } = useTranslation('cards')
  return (
    <Card className="h-100">
      <CardBody>
        <h2 className="h5 mb-3">{t('payment.title')}</h2>
        <div className="payment-card-face text-white rounded-3 p-3 mb-3">
          <div className="d-flex justify-content-between align-items-center mb-4">
            <CreditCard size={28} aria-hidden="true" />
            <span className="small">{t('payment.brand')}</span>
          </div>
          <p className="h5 mb-3 text-white" dir="ltr">
            •••• •••• •••• {payment.last4}
          </p>
          <div className="d-flex justify-content-between small">
            <span>{payment.holder}</span>
            <span dir="ltr">{payment.expiry}</span>
          </div>
        </div>
        <dl className="d-flex justify-content-between mb-0">
          <dt className="fw-normal text-body-secondary">{t('payment.balance')}</dt>
          <dd className="h5 mb-0">
            <Money value={payment.balance} />
          </dd>
        </dl>
      </CardBody>
    </Card>
  )
}
