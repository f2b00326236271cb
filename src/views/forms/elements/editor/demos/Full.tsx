import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SafeHtml } from '@core/components/SafeHtml'
import { RichTextField } from '@core/forms/fields/RichTextField'

/** The TipTap editor with every tool; beside it, the sanitized HTML the form receives and how it renders. */
export default function EditorFull() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { article: t('editor.sample.article') } })
  const html = useWatch({ control, name: 'article' })
  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <RichTextField
          control={control}
          name="article"
          full
          minHeight="14rem"
          label={t('editor.sample.label')}
          className="mb-0"
        />
      </div>
      <div className="col-lg-5">
        <h3 className="h6">{t('editor.sample.html')}</h3>
        <pre className="form-elements-html border rounded p-2 small" dir="ltr">
          <code>{html}</code>
        </pre>
        <h3 className="h6">{t('editor.sample.preview')}</h3>
        <SafeHtml html={html} className="border rounded p-2" />
      </div>
    </div>
  )
}
