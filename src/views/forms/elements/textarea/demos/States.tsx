import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextareaField } from '@core/forms/fields/TextareaField'

const errors = { invalid: { type: 'demo', message: 'formElements:textarea.sample.invalidMessage' } }

/** Disabled, read-only and invalid. */
export default function TextareaStates() {
  const { t } = useTranslation('formElements')
  const sample = t('textarea.sample.sampleText')
  const { register } = useForm({ defaultValues: { disabled: sample, readOnly: sample, invalid: '' }, errors })
  return (
    <>
      <TextareaField
        label={t('input.sample.disabled')}
        rows={2}
        disabled
        registration={register('disabled')}
      />
      <TextareaField
        label={t('input.sample.readOnly')}
        rows={2}
        readOnly
        registration={register('readOnly')}
      />
      <TextareaField
        label={t('textarea.sample.required')}
        rows={2}
        className="mb-0"
        registration={register('invalid')}
      />
    </>
  )
}
