import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Without the kit: a mixed state set from script, a box at the end of its label, and toggle buttons. */
export default function CheckboxPlain() {
  const { t } = useTranslation('formElements')
  const id = useId()
  return (
    <>
      <div className="form-check">
        <input
          id={`${id}-mixed`}
          type="checkbox"
          className="form-check-input"
          ref={(node) => {
            if (node) node.indeterminate = true
          }}
        />
        <label className="form-check-label" htmlFor={`${id}-mixed`}>
          {t('checkbox.sample.mixed')}
        </label>
      </div>
      <div className="form-check form-check-reverse mb-3">
        <input id={`${id}-reverse`} type="checkbox" className="form-check-input" />
        <label className="form-check-label" htmlFor={`${id}-reverse`}>
          {t('checkbox.sample.reverse')}
        </label>
      </div>
      <input id={`${id}-toggle`} type="checkbox" className="btn-check" autoComplete="off" />
      <label className="btn btn-outline-primary" htmlFor={`${id}-toggle`}>
        {t('checkbox.sample.toggle')}
      </label>
    </>
  )
}
