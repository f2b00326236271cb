import { useTranslation } from 'react-i18next'
import { formatMoney, parseMoney } from '@/utility/format'
import { invoiceTotals } from '../contract'
import type { Invoice } from '../contract'

/** The lines are derived by the same rule the server used, so they add up to the stored total. */
export function DocumentTotals({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoice')
  const money = (value: number) => formatMoney(value, i18n.language)
  const balance = parseMoney(invoice.balance)
  const totals = invoiceTotals(invoice.items ?? [], invoice.discount, invoice.taxRate)
  const rows = [
    { label: t('totals.subtotal'), value: money(totals.subtotal) },
    { label: t('totals.discount'), value: money(totals.discount > 0 ? -totals.discount : 0) },
    { label: t('totals.taxWithRate', { rate: invoice.taxRate ?? 0 }), value: money(totals.tax) }
  ]
  return (
    <dl className="invoice-totals mb-0">
      {rows.map((row) => (
        <div key={row.label} className="d-flex justify-content-between gap-4 mb-1">
          <dt className="fw-normal text-body-secondary">{row.label}</dt>
          <dd className="mb-0">
            <bdi>{row.value}</bdi>
          </dd>
        </div>
      ))}
      {/* A rule, not an <hr>: a <dl> may hold only dt/dd groups (axe definition-list). */}
      <div className="d-flex justify-content-between gap-4 fw-semibold border-top pt-2 mt-2">
        <dt>{t('totals.total')}</dt>
        <dd className="mb-0">{money(invoice.total)}</dd>
      </div>
      <div className="d-flex justify-content-between gap-4">
        <dt className="fw-normal text-body-secondary">
          {t(balance < 0 ? 'totals.credit' : 'totals.balanceDue')}
        </dt>
        <dd className="mb-0">
          <bdi>{money(Math.abs(balance))}</bdi>
        </dd>
      </div>
    </dl>
  )
}
