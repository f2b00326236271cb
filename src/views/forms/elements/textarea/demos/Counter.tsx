import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextareaField } from '@core/forms/fields/TextareaField'

/** A limit the browser enforces, with the count of characters used so far. */
export default function TextareaCounter() {
  const { t } = useTranslation('formElements')
  const { register } = useForm({ defaultValues: { bio: '' } })
  return (
    <TextareaField
      label={t('textarea.sample.bio')}
      help={t('textarea.sample.bioHelp')}
      maxLength={140}
      className="mb-0"
      registration={register('bio')}
    />
  )
}
