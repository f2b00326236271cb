import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextareaField } from '@core/forms/fields/TextareaField'

/** Grows with every line instead of scrolling. */
export default function TextareaAutoGrow() {
  const { t } = useTranslation('formElements')
  const { register } = useForm({ defaultValues: { notes: t('textarea.sample.autoGrowText') } })
  return (
    <TextareaField
      label={t('textarea.sample.notes')}
      autoGrow
      rows={2}
      className="mb-0"
      registration={register('notes')}
    />
  )
}
