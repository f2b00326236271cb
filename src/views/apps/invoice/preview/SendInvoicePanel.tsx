import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button, Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap'
import { notify } from '@core/components/toast'
import { company } from '../company'
import { Field } from '../components/Field'
import type { Invoice } from '../contract'

const sendSchema = z.object({
  from: z.email('send.errors.email'),
  to: z.email('send.errors.email'),
  subject: z.string().trim().min(1, 'send.errors.subject'),
  message: z.string().trim().min(1, 'send.errors.message')
})
type SendForm = z.infer<typeof sendSchema>

interface Props {
  invoice: Invoice
  isOpen: boolean
  onClose: () => void
}

/** A prefilled e-mail to the client. The demo has no mail endpoint: a valid form is "sent" with a
 *  toast and nothing leaves the browser. */
export function SendInvoicePanel({ invoice, isOpen, onClose }: Props) {
  const { t } = useTranslation('invoice')
  const values: SendForm = {
    from: company.email,
    to: invoice.client.companyEmail,
    subject: t('send.subjectDefault', { id: invoice.id, company: company.name }),
    message: t('send.messageDefault', { name: invoice.client.name, id: invoice.id, company: company.name })
  }
  const { register, handleSubmit, formState, reset } = useForm<SendForm>({ resolver: zodResolver(sendSchema), values })

  const close = () => {
    reset(values)
    onClose()
  }
  const send = ({ to }: SendForm) => {
    notify.success(t('toasts.sent', { email: to }))
    close()
  }

  const { errors } = formState
  return (
    <Offcanvas isOpen={isOpen} toggle={close} direction="end" className="invoice-offcanvas" labelledBy="send-invoice-title">
      <OffcanvasHeader toggle={close}>
        <span id="send-invoice-title">{t('send.title')}</span>
      </OffcanvasHeader>
      <OffcanvasBody>
        <form noValidate onSubmit={handleSubmit(send)}>
          <Field id="send-from" label={t('send.from')} type="email" registration={register('from')} error={errors.from} />
          <Field id="send-to" label={t('send.to')} type="email" registration={register('to')} error={errors.to} />
          <Field id="send-subject" label={t('send.subject')} registration={register('subject')} error={errors.subject} />
          <Field id="send-message" label={t('send.message')} type="textarea" rows={7} registration={register('message')} error={errors.message} />
          <p className="small text-body-secondary">{t('send.attachment', { id: invoice.id })}</p>
          <div className="d-flex gap-2">
            <Button type="submit" color="primary">{t('send.send')}</Button>
            <Button type="button" color="secondary" outline onClick={close}>{t('actions.cancel')}</Button>
          </div>
        </form>
      </OffcanvasBody>
    </Offcanvas>
  )
}
