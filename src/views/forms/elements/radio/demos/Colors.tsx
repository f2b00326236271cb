import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { themeColors } from '../../themeColors'

/** Plain markup with a `form-check-<colour>` class on the wrapper. */
export default function RadioColors() {
  const { t } = useTranslation(['formElements', 'demo'])
  const id = useId()
  return (
    <fieldset>
      <legend className="form-label fs-6">{t('radio.sample.colour')}</legend>
      <div className="demo-row">
        {themeColors.map((color) => (
          <div key={color} className={`form-check form-check-${color}`}>
            <input
              id={`${id}-${color}`}
              type="radio"
              name={`${id}-colour`}
              className="form-check-input"
              defaultChecked={color === 'primary'}
            />
            <label className="form-check-label" htmlFor={`${id}-${color}`}>
              {t(`demo:colors.${color}`)}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
