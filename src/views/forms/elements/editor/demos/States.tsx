import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RichTextField } from '@core/forms/fields/RichTextField'

const errors = { summary: { type: 'demo', message: 'formElements:editor.sample.summaryError' } }

/** Read-only (no toolbar) and invalid. */
export default function EditorStates() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { terms: t('editor.sample.terms'), summary: '' }, errors })
  return (
    <>
      <RichTextField
        control={control}
        name="terms"
        readOnly
        minHeight="4rem"
        label={t('input.sample.readOnly')}
      />
      <RichTextField
        control={control}
        name="summary"
        minHeight="4rem"
        label={t('editor.sample.summary')}
        className="mb-0"
      />
    </>
  )
}
