import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { RichTextField } from '@core/forms/fields/RichTextField'

/** The compact toolbar the apps' forms use: marks, lists, link and alignment. */
export default function EditorBasic() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { note: '' } })
  return (
    <RichTextField
      control={control}
      name="note"
      label={t('editor.sample.note')}
      placeholder={t('editor.sample.placeholder')}
      help={t('editor.sample.noteHelp')}
      className="mb-0"
    />
  )
}
