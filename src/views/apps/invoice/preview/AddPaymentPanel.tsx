import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Alert, Button, Offcanvas, OffcanvasBody, OffcanvasHeader, Spinner } from 'reactstrap'
import { notify } from '@core/components/toast'
import { formatMoney, parseMoney } from '@/utility/format'
import { useUpdateInvoiceMutation } from '../api'
import { Field } from '../components/Field'
import { isoDay as isoDate } from '../contract'
import { paymentUpdate } from '../payment'
import type { Invoice } from '../contract'

const methods = ['cash', 'bankTransfer', 'card', 'paypal'] as const

// The amount may not exceed what is owed, so the schema is made per invoice.
const paymentSchema = (owed: number) =>
  z.object({
    amount: z.number({ error: 'payment.errors.amount' }).positive('payment.errors.amount').max(owed, 'payment.errors.tooMuch'),
    date: z.string().min(1, 'payment.errors.date'),
    method: z.enum(methods, { error: 'payment.errors.method' }),
    note: z.string().max(200, 'payment.errors.note')
  })
type PaymentForm = z.infer<ReturnType<typeof paymentSchema>>

interface Props {
  invoice: Invoice
  isOpen: boolean
  onClose: () => void
}

/** Records a payment: the balance goes down (the method and note are for the user's eyes only:
 *  the API stores no payment history). */
export function AddPaymentPanel({ invoice, isOpen, onClose }: Props) {
  const { t, i18n } = useTranslation('invoice')
  const owed = parseMoney(invoice.balance)
  const defaults = { amount: owed, date: isoDate(), method: 'cash', note: '' } as const
  const { register, handleSubmit, formState, reset } = useForm<PaymentForm>({ resolver: zodResolver(paymentSchema(owed)), values: defaults })
  const [updateInvoice, { isLoading, error, reset: resetMutation }] = useUpdateInvoiceMutation()

  const close = () => {
    reset(defaults)
    resetMutation()
    onClose()
  }

  const save = async ({ amount }: PaymentForm) => {
    const result = await updateInvoice(paymentUpdate(invoice, amount))
    if (result.error) return
    notify.success(t('toasts.paymentAdded', { amount: formatMoney(amount, i18n.language), id: invoice.id }))
    close()
  }

  const { errors } = formState
  return (
    <Offcanvas isOpen={isOpen} toggle={close} direction="end" className="invoice-offcanvas" labelledBy="add-payment-title">
      <OffcanvasHeader toggle={close}>
        <span id="add-payment-title">{t('payment.title')}</span>
      </OffcanvasHeader>
      <OffcanvasBody>
        <form noValidate onSubmit={handleSubmit(save)}>
          {error && <Alert color="danger" fade={false}>{t('errors.save', { message: error.message })}</Alert>}
          <p className="d-flex justify-content-between">
            <span className="text-body-secondary">{t('totals.balanceDue')}</span>
            <span className="fw-semibold">{formatMoney(owed, i18n.language)}</span>
          </p>
          <Field id="payment-amount" label={t('payment.amount')} type="number" step="0.01" min="0" inputMode="decimal" registration={register('amount', { valueAsNumber: true })} error={errors.amount} />
          <Field id="payment-date" label={t('payment.date')} type="date" registration={register('date')} error={errors.date} />
          <Field id="payment-method" label={t('payment.method')} type="select" registration={register('method')} error={errors.method}>
            {methods.map((method) => (
              <option key={method} value={method}>{t(`payment.methods.${method}`)}</option>
            ))}
          </Field>
          <Field id="payment-note" label={t('payment.note')} type="textarea" rows={3} registration={register('note')} error={errors.note} />
          <div className="d-flex gap-2">
            <Button type="submit" color="primary" disabled={isLoading}>
              {isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              {t('payment.save')}
            </Button>
            <Button type="button" color="secondary" outline onClick={close}>
              {t('actions.cancel')}
            </Button>
          </div>
        </form>
      </OffcanvasBody>
    </Offcanvas>
  )
}
