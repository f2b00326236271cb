import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'
import { Form } from '@core/forms/Form'

/** `form-switch-sm` and `form-switch-lg` (elements.scss) on the kit's switch. */
export default function SwitchSizes() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ small: true, normal: true, large: true }}>
      <CheckField switch className="form-switch-sm mb-3" label={t('input.sample.small')} name="small" />
      <CheckField switch label={t('input.sample.default')} name="normal" />
      <CheckField switch className="form-switch-lg mb-0" label={t('input.sample.large')} name="large" />
    </Form>
  )
}
