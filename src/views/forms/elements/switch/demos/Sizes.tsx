import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'

/** `form-switch-sm` and `form-switch-lg` (elements.scss) on the kit's switch. */
export default function SwitchSizes() {
  const { t } = useTranslation('formElements')
  const { register } = useForm({ defaultValues: { small: true, normal: true, large: true } })
  return (
    <>
      <CheckField
        switch
        className="form-switch-sm mb-3"
        label={t('input.sample.small')}
        registration={register('small')}
      />
      <CheckField switch label={t('input.sample.default')} registration={register('normal')} />
      <CheckField
        switch
        className="form-switch-lg mb-0"
        label={t('input.sample.large')}
        registration={register('large')}
      />
    </>
  )
}
