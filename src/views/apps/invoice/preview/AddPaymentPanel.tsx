import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { FormPanel, type PanelProps } from '@core/forms/FormPanel'
import { mutate } from '@core/forms/mutate'
import { formatMoney } from '@/utility/format'
import { zIsoDate, limits, zText } from '@/utility/contract'
import { useUpdateInvoiceMutation } from '../api'
import { SelectField } from '@core/forms/fields/SelectField'
import { DateField } from '@core/forms/fields/DateField'
import { TextField } from '@core/forms/fields/TextField'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { isoDay } from '@/utility/rules.contract'
import type { Invoice } from '../contract'
import { owedOf } from '../payment.contract'
import { Money } from '@core/components/Money'

const methods = ['cash', 'bankTransfer', 'card', 'paypal'] as const

// The amount may not exceed what is owed, so the schema is made per invoice.
const paymentSchema = (owed: number) =>
  z.object({
    amount: z
      .number({ error: 'payment.errors.amount' })
      .check(z.positive('payment.errors.amount'), z.maximum(owed, 'payment.errors.tooMuch')),
    date: zIsoDate(),
    method: z.enum(methods),
    note: zText(limits.shortText)
  })
type PaymentForm = z.infer<ReturnType<typeof paymentSchema>>

interface Props extends PanelProps {
  invoice: Invoice
}

/** The server derives the balance and status from the amount; the method and note are for the user's eyes only. */
export function AddPaymentPanel({ invoice, isOpen, onClose }: Props) {
  const { t, i18n } = useTranslation('invoice')
  const owed = owedOf(invoice.balance)
  const [updateInvoice] = useUpdateInvoiceMutation()

  const save = async ({ amount }: PaymentForm) => {
    return mutate(updateInvoice({ id: invoice.id, payment: amount }), {
      done: t('toasts.paymentAdded', { amount: formatMoney(amount, i18n.language), id: invoice.id }),
      failed: false
    })
  }

  return (
    <FormPanel
      namespace="invoice"
      isOpen={isOpen}
      title={t('payment.title')}
      schema={paymentSchema(owed)}
      defaultValues={{ amount: owed, date: isoDay(), method: 'cash', note: '' }}
      onSubmit={save}
      onClose={onClose}
      submitLabel={t('payment.save')}
    >
      <p className="d-flex justify-content-between">
        <span className="text-body-secondary">{t('totals.balanceDue')}</span>
        <span className="fw-semibold">
          <Money value={owed} />
        </span>
      </p>
      <TextField
        id="payment-amount"
        label={t('payment.amount')}
        type="number"
        step="0.01"
        min="0"
        inputMode="decimal"
        name="amount"
        rules={{ valueAsNumber: true }}
      />
      <DateField id="payment-date" label={t('payment.date')} name="date" />
      <SelectField
        id="payment-method"
        label={t('payment.method')}
        name="method"
        options={methods.map((method) => ({ value: method, label: t(`payment.methods.${method}`) }))}
      />
      <TextareaField
        id="payment-note"
        label={t('payment.note')}
        rows={3}
        name="note"
        maxLength={limits.shortText}
      />
    </FormPanel>
  )
}
