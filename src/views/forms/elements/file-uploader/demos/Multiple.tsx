import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FileField } from '@core/forms/fields/FileField'

/** Many files: images get a preview, every file a remove button. */
export default function FileMultiple() {
  const { t } = useTranslation('formElements')
  const { control } = useForm<{ photos: File[] }>({ defaultValues: { photos: [] } })
  return (
    <FileField
      control={control}
      name="photos"
      multiple
      maxFiles={5}
      label={t('file-uploader.sample.photos')}
      help={t('file-uploader.sample.photosHelp')}
      className="mb-0"
    />
  )
}
