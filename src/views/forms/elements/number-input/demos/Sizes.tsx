import { useTranslation } from 'react-i18next'
import { NumberField } from '@core/forms/fields/NumberField'
import { Form } from '@core/forms/Form'

/** The stepper in the three sizes. */
export default function NumberSizes() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ small: 1, normal: 1, large: 1 }}>
      <NumberField name="small" size="sm" min={0} label={t('input.sample.small')} />
      <NumberField name="normal" min={0} label={t('input.sample.default')} />
      <NumberField name="large" size="lg" min={0} label={t('input.sample.large')} className="mb-0" />
    </Form>
  )
}
