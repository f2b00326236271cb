import { Fragment, useId } from 'react'
import { useTranslation } from 'react-i18next'

const views = ['day', 'week', 'month'] as const

/** Without the kit: radios drawn as a button group, one name for the group. */
export default function RadioPlain() {
  const { t } = useTranslation('formElements')
  const id = useId()
  return (
    <div className="btn-group" role="group" aria-label={t('radio.sample.view')}>
      {views.map((view) => (
        <Fragment key={view}>
          <input
            id={`${id}-${view}`}
            type="radio"
            name={`${id}-view`}
            className="btn-check"
            autoComplete="off"
            defaultChecked={view === 'week'}
          />
          <label className="btn btn-outline-primary" htmlFor={`${id}-${view}`}>
            {t(`radio.sample.views.${view}`)}
          </label>
        </Fragment>
      ))}
    </div>
  )
}
