import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Plain markup: a floating label needs a placeholder (kept empty) and a height of its own. */
export default function TextareaFloating() {
  const { t } = useTranslation('formElements')
  const id = useId()
  return (
    <div className="form-floating">
      <textarea id={id} className="form-control" placeholder=" " style={{ height: '7rem' }} />
      <label htmlFor={id}>{t('textarea.sample.comment')}</label>
    </div>
  )
}
