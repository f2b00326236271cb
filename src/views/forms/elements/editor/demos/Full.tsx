import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SafeHtml } from '@core/components/SafeHtml'
import { RichTextField } from '@core/forms/fields/RichTextField'
import { Form } from '@core/forms/Form'

/** The TipTap editor with every tool; beside it, the sanitized HTML the form receives and how it renders. */
function EditorFullFields() {
  const { t } = useTranslation('formElements')
  const html = useWatch({ name: 'article' })
  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <RichTextField
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

export default function EditorFull() {
  const { t } = useTranslation('formElements')
  return (
    <Form defaultValues={{ article: t('editor.sample.article') }}>
      <EditorFullFields />
    </Form>
  )
}
