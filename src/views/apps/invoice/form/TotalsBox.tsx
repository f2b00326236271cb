import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'
import { invoiceTotals } from '../contract'
import type { InvoiceForm } from './schema'
import { Money } from '@core/components/Money'

const orZero = (value: number) => (Number.isFinite(value) ? value : 0)

export function TotalsBox() {
  const { t } = useTranslation('invoice')
  const { control } = useFormContext<InvoiceForm>()
  const [items, discount, taxRate] = useWatch({ control, name: ['items', 'discount', 'taxRate'] })
  const totals = invoiceTotals(items, orZero(discount), orZero(taxRate))
  const lines = [
    ['totals.subtotal', totals.subtotal],
    ['totals.discount', totals.discount > 0 ? -totals.discount : 0],
    ['totals.tax', totals.tax]
  ] as const

  return (
    <div className="invoice-totals ms-md-auto">
      <div className="d-flex gap-2">
        <TextField
          id="invoice-discount"
          label={t('form.discount')}
          type="number"
          min="0"
          step="0.01"
          inputMode="decimal"
          name="discount"
          rules={{ valueAsNumber: true }}
        />
        <TextField
          id="invoice-tax"
          label={t('form.taxRate')}
          type="number"
          min="0"
          max="100"
          step="0.1"
          inputMode="decimal"
          name="taxRate"
          rules={{ valueAsNumber: true }}
        />
      </div>
      <dl className="mb-0" aria-live="polite">
        {lines.map(([key, value]) => (
          <div key={key} className="d-flex justify-content-between gap-4 mb-1">
            <dt className="fw-normal text-body-secondary">{t(key)}</dt>
            <dd className="mb-0">
              <Money value={value} />
            </dd>
          </div>
        ))}
        {/* A rule, not an <hr>: a <dl> may hold only dt/dd groups (axe definition-list). */}
        <div className="d-flex justify-content-between gap-4 fw-semibold border-top pt-2 mt-2">
          <dt>{t('totals.total')}</dt>
          <dd className="mb-0">
            <Money value={totals.total} />
          </dd>
        </div>
      </dl>
    </div>
  )
}
