import { useTranslation } from 'react-i18next'
import { notify } from '@core/components/toast'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { TextField } from '@core/forms/fields/TextField'
import type { PanelProps } from '@core/forms/FormPanel'
import { otpSchema, type OtpFields } from '../schemas'
import { StepModal } from '../StepModal'

export function OtpModal({ isOpen, onClose }: PanelProps) {
  const { t } = useTranslation('modals')
  return (
    <StepModal
      isOpen={isOpen}
      onClose={onClose}
      title={t('otp.title')}
      schema={otpSchema}
      defaultValues={{ phone: '', code: '' }}
      submitLabel={t('otp.submit')}
      onFinish={() => void notify.success(t('otp.done'))}
      steps={[
        {
          title: t('otp.phoneStep'),
          fields: ['phone'],
          content: (
            <TextField
              id="otp-phone"
              type="tel"
              label={t('otp.phone')}
              help={t('otp.phoneHelp')}
              autoComplete="tel"
              name="phone"
            />
          )
        },
        {
          title: t('otp.codeStep'),
          fields: ['code'],
          content: (form) => (
            <MaskedField<OtpFields>
              id="otp-code"
              name="code"
              label={t('otp.code')}
              help={t('otp.codeHelp', { phone: form.getValues('phone') })}
              mask="000000"
              autoComplete="one-time-code"
            />
          )
        }
      ]}
    />
  )
}
