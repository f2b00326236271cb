import { useTranslation } from 'react-i18next'
import { TextareaField } from '@core/forms/fields/TextareaField'
import { Form } from '@core/forms/Form'

/** A limit the browser enforces, with the count of characters used so far. */
export default function TextareaCounter() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ bio: '' }}>
      <TextareaField
        label={t('textarea.sample.bio')}
        help={t('textarea.sample.bioHelp')}
        maxLength={140}
        className="mb-0"
        name="bio"
      />
    </Form>
  )
}
