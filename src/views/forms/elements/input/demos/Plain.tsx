import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Without the kit: Bootstrap's own classes, including the valid state and plain-text read-only. */
export default function InputPlain() {
  const { t } = useTranslation('formElements')
  const id = useId()
  return (
    <>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-valid`}>
          {t('input.sample.valid')}
        </label>
        <input
          id={`${id}-valid`}
          className="form-control is-valid"
          defaultValue="nordlight"
          aria-describedby={`${id}-valid-note`}
        />
        <div className="valid-feedback" id={`${id}-valid-note`}>
          {t('input.sample.validMessage')}
        </div>
      </div>
      <div className="row align-items-center">
        <label className="col-sm-4 col-form-label" htmlFor={`${id}-plain`}>
          {t('input.sample.email')}
        </label>
        <div className="col-sm-8">
          <input
            id={`${id}-plain`}
            className="form-control-plaintext"
            readOnly
            defaultValue="ada@example.com"
          />
        </div>
      </div>
    </>
  )
}
