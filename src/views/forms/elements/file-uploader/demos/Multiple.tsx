import { useTranslation } from 'react-i18next'
import { FileField } from '@core/forms/fields/FileField'
import { Form } from '@core/forms/Form'

/** Many files: images get a preview, every file a remove button. */
export default function FileMultiple() {
  const { t } = useTranslation('formElements')
  return (
    <Form<{ photos: File[] }> defaultValues={{ photos: [] }}>
      <FileField
        name="photos"
        multiple
        maxFiles={5}
        label={t('file-uploader.sample.photos')}
        help={t('file-uploader.sample.photosHelp')}
        className="mb-0"
      />
    </Form>
  )
}
