import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextareaField } from '@core/forms/fields/TextareaField'

/** The kit's textarea: `rows` sets the height it opens with, `size` its text. */
export default function TextareaRows() {
  const { t } = useTranslation('formElements')
  const { register } = useForm({ defaultValues: { short: '', long: '', small: '' } })
  return (
    <>
      <TextareaField label={t('textarea.sample.twoRows')} rows={2} registration={register('short')} />
      <TextareaField label={t('textarea.sample.fiveRows')} rows={5} registration={register('long')} />
      <TextareaField
        label={t('textarea.sample.small')}
        size="sm"
        rows={2}
        className="mb-0"
        registration={register('small')}
      />
    </>
  )
}
