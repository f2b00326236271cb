import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { themeColors } from '../../themeColors'

/** Plain markup with a `form-check-<colour>` class on the wrapper. */
export default function CheckboxColors() {
  const { t } = useTranslation(['formElements', 'demo'])
  const id = useId()
  return (
    <div className="demo-row">
      {themeColors.map((color) => (
        <div key={color} className={`form-check form-check-${color}`}>
          <input id={`${id}-${color}`} type="checkbox" className="form-check-input" defaultChecked />
          <label className="form-check-label" htmlFor={`${id}-${color}`}>
            {t(`demo:colors.${color}`)}
          </label>
        </div>
      ))}
    </div>
  )
}
