import { useTranslation } from 'react-i18next'
import { FileField } from '@core/forms/fields/FileField'
import { Form } from '@core/forms/Form'

/** Only PNG and JPEG up to 500 KB: a file that does not fit is refused with the reason. */
export default function FileRestricted() {
  const { t } = useTranslation('formElements')
  return (
    <Form<{ logo: File | null }> defaultValues={{ logo: null }}>
      <FileField
        name="logo"
        accept={{ 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] }}
        maxSize={500 * 1024}
        label={t('file-uploader.sample.logo')}
        className="mb-0"
      />
    </Form>
  )
}
