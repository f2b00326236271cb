import { useTranslation } from 'react-i18next'
import { FileField } from '@core/forms/fields/FileField'
import { Form } from '@core/forms/Form'

/** One file, dropped or picked; a new one replaces it. */
export default function FileSingle() {
  const { t } = useTranslation('formElements')
  return (
    <Form<{ resume: File | null }> defaultValues={{ resume: null }}>
      <FileField name="resume" label={t('file-uploader.sample.resume')} className="mb-0" />
    </Form>
  )
}
