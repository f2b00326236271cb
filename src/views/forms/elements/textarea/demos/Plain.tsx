import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Without the kit: a textarea in Bootstrap's valid state. */
export default function TextareaPlain() {
  const { t } = useTranslation('formElements')
  const id = useId()
  return (
    <>
      <label className="form-label" htmlFor={id}>
        {t('textarea.sample.comment')}
      </label>
      <textarea
        id={id}
        className="form-control is-valid"
        rows={3}
        defaultValue={t('textarea.sample.sampleText')}
        aria-describedby={`${id}-note`}
      />
      <div className="valid-feedback" id={`${id}-note`}>
        {t('input.sample.validMessage')}
      </div>
    </>
  )
}
