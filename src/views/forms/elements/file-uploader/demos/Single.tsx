import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FileField } from '@core/forms/fields/FileField'

/** One file, dropped or picked; a new one replaces it. */
export default function FileSingle() {
  const { t } = useTranslation('formElements')
  const { control } = useForm<{ resume: File | null }>({ defaultValues: { resume: null } })
  return (
    <FileField control={control} name="resume" label={t('file-uploader.sample.resume')} className="mb-0" />
  )
}
