import { useTranslation } from 'react-i18next'
import { RichTextField } from '@core/forms/fields/RichTextField'
import { Form } from '@core/forms/Form'

const errors = { summary: { type: 'demo', message: 'formElements:editor.sample.summaryError' } }

/** Read-only (no toolbar) and invalid. */
export default function EditorStates() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ terms: t('editor.sample.terms'), summary: '' }} errors={errors}>
      <RichTextField name="terms" readOnly minHeight="4rem" label={t('input.sample.readOnly')} />
      <RichTextField name="summary" minHeight="4rem" label={t('editor.sample.summary')} className="mb-0" />
    </Form>
  )
}
