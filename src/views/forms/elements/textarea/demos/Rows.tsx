import { useTranslation } from 'react-i18next'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { Form } from '@core/forms/Form'

/** The kit's textarea: `rows` sets the height it opens with, `size` its text. */
export default function TextareaRows() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ short: '', long: '', small: '' }}>
      <TextareaField label={t('textarea.sample.twoRows')} rows={2} name="short" />
      <TextareaField label={t('textarea.sample.fiveRows')} rows={5} name="long" />
      <TextareaField label={t('textarea.sample.small')} size="sm" rows={2} className="mb-0" name="small" />
    </Form>
  )
}
