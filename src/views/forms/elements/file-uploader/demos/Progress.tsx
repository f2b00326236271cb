import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FileField } from '@core/forms/fields/FileField'
import { useFakeUpload } from '../useFakeUpload'
import { Form } from '@core/forms/Form'

/** A file starts uploading as soon as it is chosen; the bar shows how far it got. */
function FileProgressFields() {
  const { t } = useTranslation('formElements')
  const file = useWatch({ name: 'report' })
  const progress = useFakeUpload(file)
  return (
    <>
      <FileField name="report" label={t('file-uploader.sample.report')} />
      {file && (
        <>
          <div
            className="progress"
            role="progressbar"
            aria-label={t('file-uploader.sample.uploading', { name: file.name })}
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: `${progress}%` }} />
          </div>
          <p className="small mt-2 mb-0" aria-live="polite">
            {progress < 100
              ? t('file-uploader.sample.percent', { progress })
              : t('file-uploader.sample.done')}
          </p>
        </>
      )}
    </>
  )
}

export default function FileProgress() {
  return (
    <Form<{ report: File | null }> defaultValues={{ report: null }}>
      <FileProgressFields />
    </Form>
  )
}
