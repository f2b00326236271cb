import { useTranslation } from 'react-i18next'
import { RichTextField } from '@core/forms/fields/RichTextField'
import { Form } from '@core/forms/Form'

/** The compact toolbar the apps' forms use: marks, lists, link and alignment. */
export default function EditorBasic() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ note: '' }}>
      <RichTextField
        name="note"
        label={t('editor.sample.note')}
        placeholder={t('editor.sample.placeholder')}
        help={t('editor.sample.noteHelp')}
        className="mb-0"
      />
    </Form>
  )
}
