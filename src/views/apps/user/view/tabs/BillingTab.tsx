import type { ReactNode } from 'react'
import { CreditCard } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, CardHeader, Col, Row } from 'reactstrap'

import { billingKey, countryLabel, planDetails } from '../../options'
import type { ManagedUser } from '../../contract'
import { paymentCards } from '../demoData'
import { Money } from '@core/components/Money'

export function BillingTab({ user }: { user: ManagedUser }) {
  const { t, i18n } = useTranslation('user')
  const address: [string, ReactNode][] = [
    [t('billing.companyName'), user.company || '—'],
    [t('billing.billingEmail'), <bdi>{user.email}</bdi>],
    [t('fields.contact'), user.contact ? <span dir="ltr">{user.contact}</span> : '—'],
    [t('fields.country'), user.country ? countryLabel(user.country, i18n.language) : '—']
  ]
  return (
    <>
      <Card className="mb-4">
        <CardHeader tag="h2" className="h5 bg-transparent">
          {t('billing.currentPlan')}
        </CardHeader>
        <CardBody>
          <p className="mb-1">
            <span className="fw-semibold">
              {t('billing.yourPlan', { plan: t(`plans.${user.currentPlan}`) })}
            </span>{' '}
            <span className="text-body-secondary">
              (<Money value={planDetails[user.currentPlan].price} /> / {t('plan.month')})
            </span>
          </p>
          <p className="mb-0 text-body-secondary">
            {t('billing.method', { method: t(`billings.${billingKey[user.billing]}`) })}
          </p>
        </CardBody>
      </Card>
      <Card className="mb-4">
        <CardHeader tag="h2" className="h5 bg-transparent">
          {t('billing.paymentMethods')}
        </CardHeader>
        <CardBody>
          <Row className="g-3">
            {paymentCards.map((card) => (
              <Col key={card.last4} md={6}>
                <div className="border rounded p-3 h-100">
                  <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
                    <span className="d-inline-flex align-items-center gap-2 fw-semibold">
                      <CreditCard size={18} aria-hidden="true" />
                      {card.brand}
                    </span>
                    {card.primary && (
                      <span className="badge bg-primary-subtle text-primary-emphasis">
                        {t('billing.primary')}
                      </span>
                    )}
                  </div>
                  <p className="mb-1">{user.fullName}</p>
                  <p className="mb-1 font-monospace" dir="ltr">
                    •••• {card.last4}
                  </p>
                  <small className="text-body-secondary">
                    {t('billing.expires', { date: card.expires })}
                  </small>
                </div>
              </Col>
            ))}
          </Row>
        </CardBody>
      </Card>
      <Card>
        <CardHeader tag="h2" className="h5 bg-transparent">
          {t('billing.address')}
        </CardHeader>
        <CardBody>
          <dl className="row mb-0">
            {address.map(([term, value]) => (
              <div key={term} className="col-md-6 mb-2">
                <dt className="fw-semibold">{term}</dt>
                <dd className="mb-0 text-body-secondary text-break">{value}</dd>
              </div>
            ))}
          </dl>
        </CardBody>
      </Card>
    </>
  )
}
