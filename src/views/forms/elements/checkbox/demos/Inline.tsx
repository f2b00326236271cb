import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckField } from '@core/forms/fields/CheckField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

const days = ['mon', 'tue', 'wed', 'thu', 'fri'] as const

/** Several kit checkboxes side by side, each a field of its own. */
function CheckboxInlineFields() {
  const { t } = useTranslation('formElements')
  const values = useWatch()
  return (
    <fieldset>
      <legend className="form-label fs-6">{t('checkbox.sample.days')}</legend>
      {days.map((day) => (
        <CheckField
          key={day}
          className="form-check-inline mb-3"
          label={t(`checkbox.sample.day.${day}`)}
          name={day}
        />
      ))}
      <Value value={days.filter((day) => values[day])} />
    </fieldset>
  )
}

export default function CheckboxInline() {
  return (
    <Form defaultValues={{ mon: true, tue: false, wed: true, thu: false, fri: false }}>
      <CheckboxInlineFields />
    </Form>
  )
}
