import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import type { PriceSummary } from '../contract'
import { Money } from '@core/components/Money'

export function PriceSummaryCard({ summary, children }: { summary: PriceSummary; children?: ReactNode }) {
  const { t } = useTranslation('ecommerce')
  const rows = [
    ['subtotal', <Money value={summary.subtotal} />],
    ['discount', <Money value={-summary.discount || 0} />],
    ['delivery', summary.delivery === 0 ? t('summary.free') : <Money value={summary.delivery} />]
  ] as const
  return (
    <Card>
      <CardBody>
        <h2 className="h6 mb-3">{t('summary.title')}</h2>
        <dl className="mb-0">
          {rows.map(([key, value]) => (
            <div key={key} className="d-flex justify-content-between mb-2">
              <dt className="fw-normal">{t(`summary.${key}`)}</dt>
              <dd
                className={`mb-0 ${key === 'discount' || value === t('summary.free') ? 'text-success-emphasis' : ''}`}
              >
                {value}
              </dd>
            </div>
          ))}
          <div className="d-flex justify-content-between fw-semibold border-top pt-3 mt-3 mb-3">
            <dt>{t('summary.total')}</dt>
            <dd className="mb-0" data-testid="order-total">
              <Money value={summary.total} />
            </dd>
          </div>
        </dl>
        {children}
      </CardBody>
    </Card>
  )
}
