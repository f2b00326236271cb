import { useTranslation } from 'react-i18next'
import { NumberField } from '@core/forms/fields/NumberField'
import { Form } from '@core/forms/Form'

const errors = { invalid: { type: 'demo', message: 'formElements:number-input.sample.invalidMessage' } }

/** Disabled, read-only and invalid steppers. */
export default function NumberStates() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ disabled: 3, readOnly: 7, invalid: 0 }} errors={errors}>
      <NumberField name="disabled" disabled label={t('input.sample.disabled')} />
      <NumberField name="readOnly" readOnly label={t('input.sample.readOnly')} />
      <NumberField name="invalid" min={0} label={t('number-input.sample.seats')} className="mb-0" />
    </Form>
  )
}
