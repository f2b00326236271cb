import { useTranslation } from 'react-i18next'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { Form } from '@core/forms/Form'

/** Grows with every line instead of scrolling. */
export default function TextareaAutoGrow() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ notes: t('textarea.sample.autoGrowText') }}>
      <TextareaField label={t('textarea.sample.notes')} autoGrow rows={2} className="mb-0" name="notes" />
    </Form>
  )
}
