import { useTranslation } from 'react-i18next'
import { invoiceTotals } from '../contract'
import type { Invoice } from '../contract'
import { Money } from '@core/components/Money'

/** The lines are derived by the same rule the server used, so they add up to the stored total. */
export function DocumentTotals({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoice')
  const totals = invoiceTotals(invoice.items ?? [], invoice.discount, invoice.taxRate)
  const rows = [
    { label: t('totals.subtotal'), value: totals.subtotal },
    { label: t('totals.discount'), value: totals.discount > 0 ? -totals.discount : 0 },
    { label: t('totals.taxWithRate', { rate: invoice.taxRate ?? 0 }), value: totals.tax }
  ]
  return (
    <dl className="invoice-totals mb-0">
      {rows.map((row) => (
        <div key={row.label} className="d-flex justify-content-between gap-4 mb-1">
          <dt className="fw-normal text-body-secondary">{row.label}</dt>
          <dd className="mb-0">
            <Money value={row.value} />
          </dd>
        </div>
      ))}
      {/* A rule, not an <hr>: a <dl> may hold only dt/dd groups (axe definition-list). */}
      <div className="d-flex justify-content-between gap-4 fw-semibold border-top pt-2 mt-2">
        <dt>{t('totals.total')}</dt>
        <dd className="mb-0">
          <Money value={invoice.total} />
        </dd>
      </div>
      <div className="d-flex justify-content-between gap-4">
        <dt className="fw-normal text-body-secondary">{t('totals.balanceDue')}</dt>
        <dd className="mb-0">
          <Money value={invoice.balance} />
        </dd>
      </div>
    </dl>
  )
}
