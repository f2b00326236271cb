import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'
import { Value } from '../../Value'

const days = ['mon', 'tue', 'wed', 'thu', 'fri'] as const

/** Several kit checkboxes side by side, each a field of its own. */
export default function CheckboxInline() {
  const { t } = useTranslation('formElements')
  const { register, control } = useForm({
    defaultValues: { mon: true, tue: false, wed: true, thu: false, fri: false }
  })
  const values = useWatch({ control })
  return (
    <fieldset>
      <legend className="form-label fs-6">{t('checkbox.sample.days')}</legend>
      {days.map((day) => (
        <CheckField
          key={day}
          className="form-check-inline mb-3"
          label={t(`checkbox.sample.day.${day}`)}
          registration={register(day)}
        />
      ))}
      <Value value={days.filter((day) => values[day])} />
    </fieldset>
  )
}
