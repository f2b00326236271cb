import { useTranslation } from 'react-i18next'
import { notify } from '@core/components/toast'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { RadioGroupField } from '@core/forms/fields/RadioGroupField'
import { TextField } from '@core/forms/fields/TextField'
import type { PanelProps } from '@core/forms/FormPanel'
import type { UseFormReturn } from 'react-hook-form'
import { twoFactorMethods, twoFactorSchema, type TwoFactorFields } from '../schemas'
import { StepModal } from '../StepModal'

const setupKey = 'NLQ4 7XKM 2RWP 9TZA'

export function TwoFactorModal({ isOpen, onClose }: PanelProps) {
  const { t } = useTranslation('modals')
  const second = (form: UseFormReturn<TwoFactorFields>) =>
    form.watch('method') === 'app' ? (
      <>
        <p>{t('twoFactor.appText')}</p>
        <p className="font-monospace fs-5 text-center bg-body-tertiary rounded py-2" dir="ltr">
          {setupKey}
        </p>
        <MaskedField<TwoFactorFields>
          id="two-factor-code"
          name="code"
          label={t('twoFactor.code')}
          mask="000000"
          autoComplete="one-time-code"
        />
      </>
    ) : (
      <TextField
        id="two-factor-phone"
        type="tel"
        label={t('twoFactor.phone')}
        help={t('twoFactor.phoneHelp')}
        autoComplete="tel"
        name="phone"
      />
    )
  return (
    <StepModal<TwoFactorFields>
      isOpen={isOpen}
      onClose={onClose}
      title={t('twoFactor.title')}
      schema={twoFactorSchema}
      defaultValues={{ method: 'app', code: '', phone: '' }}
      submitLabel={t('twoFactor.submit')}
      onFinish={(values) => void notify.success(t(`twoFactor.done.${values.method}`))}
      steps={(form) => [
        {
          title: t('twoFactor.choose'),
          fields: ['method'],
          content: (
            <RadioGroupField
              id="two-factor-method"
              label={t('twoFactor.method')}
              options={twoFactorMethods.map((value) => ({
                value,
                label: (
                  <>
                    <span className="fw-semibold d-block">{t(`twoFactor.methods.${value}.title`)}</span>
                    <span className="small text-body-secondary">{t(`twoFactor.methods.${value}.text`)}</span>
                  </>
                )
              }))}
              name="method"
            />
          )
        },
        {
          title: t(`twoFactor.methods.${form.watch('method')}.title`),
          fields: [form.watch('method') === 'app' ? 'code' : 'phone'],
          content: second
        }
      ]}
    />
  )
}
