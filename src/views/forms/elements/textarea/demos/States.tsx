import { useTranslation } from 'react-i18next'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { Form } from '@core/forms/Form'

const errors = { invalid: { type: 'demo', message: 'formElements:textarea.sample.invalidMessage' } }

/** Disabled, read-only and invalid. */
export default function TextareaStates() {
  const { t } = useTranslation('formElements')
  const sample = t('textarea.sample.sampleText')
  return (
    <Form defaultValues={{ disabled: sample, readOnly: sample, invalid: '' }} errors={errors}>
      <TextareaField label={t('input.sample.disabled')} rows={2} disabled name="disabled" />
      <TextareaField label={t('input.sample.readOnly')} rows={2} readOnly name="readOnly" />
      <TextareaField label={t('textarea.sample.required')} rows={2} className="mb-0" name="invalid" />
    </Form>
  )
}
