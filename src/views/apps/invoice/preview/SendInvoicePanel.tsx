import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { FormPanel, type PanelProps } from '@core/forms/FormPanel'
import { notify } from '@core/components/toast'
import { zEmail, limits, zRequiredText } from '@/utility/contract'
import { company } from '../company'
import { TextField } from '@core/forms/fields/TextField'
import { TextareaField } from '@core/forms/fields/TextareaField'
import type { Invoice } from '../contract'

const sendSchema = z.object({
  from: zEmail(),
  to: zEmail(),
  subject: zRequiredText(),
  message: zRequiredText(limits.text)
})
type SendForm = z.infer<typeof sendSchema>

interface Props extends PanelProps {
  invoice: Invoice
}

/** The demo has no mail endpoint: a valid form is "sent" with a toast and nothing leaves the browser. */
export function SendInvoicePanel({ invoice, isOpen, onClose }: Props) {
  const { t } = useTranslation('invoice')
  const defaultValues: SendForm = {
    from: company.email,
    to: invoice.client.companyEmail,
    subject: t('send.subjectDefault', { id: invoice.id, company: company.name }),
    message: t('send.messageDefault', { name: invoice.client.name, id: invoice.id, company: company.name })
  }
  const send = async ({ to }: SendForm) => {
    notify.success(t('toasts.sent', { email: to }))
  }

  return (
    <FormPanel
      namespace="invoice"
      isOpen={isOpen}
      title={t('send.title')}
      schema={sendSchema}
      defaultValues={defaultValues}
      onSubmit={send}
      onClose={onClose}
      submitLabel={t('send.send')}
    >
      <TextField id="send-from" label={t('send.from')} type="email" name="from" />
      <TextField id="send-to" label={t('send.to')} type="email" name="to" />
      <TextField id="send-subject" label={t('send.subject')} name="subject" />
      <TextareaField id="send-message" label={t('send.message')} rows={7} name="message" />
      <p className="small text-body-secondary">{t('send.attachment', { id: invoice.id })}</p>
    </FormPanel>
  )
}
