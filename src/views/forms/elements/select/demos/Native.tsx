import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@core/forms/fields/SelectField'
import { fruits } from '../fruits'
import { Form } from '@core/forms/Form'

/** The browser's own select: the kit's field for a short fixed list, then plain multiple markup. */
export default function SelectNative() {
  const { t } = useTranslation('formElements')
  const id = useId()
  const options = fruits.map((value) => ({ value, label: t(`select.sample.fruits.${value}`) }))
  return (
    <Form defaultValues={{ fruit: '' }}>
      <SelectField
        label={t('select.sample.fruit')}
        placeholder={t('select.sample.choose')}
        options={options}
        name="fruit"
      />
      <label className="form-label" htmlFor={id}>
        {t('select.sample.basket')}
      </label>
      <select id={id} className="form-select" multiple size={4}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Form>
  )
}
