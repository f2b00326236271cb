import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Select } from '@core/components/select/Select'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { fruits } from '../fruits'
import { Form } from '@core/forms/Form'

const errors = { required: { type: 'demo', message: 'formElements:select.sample.requiredError' } }

/** Clearable, disabled and invalid fields, and react-select's own loading state. */
export default function SelectStates() {
  const { t } = useTranslation('formElements')
  const id = useId()
  const options = fruits.map((value) => ({ value, label: t(`select.sample.fruits.${value}`) }))
  return (
    <Form defaultValues={{ clearable: 'lemon', locked: 'cherry', required: null }} errors={errors}>
      <ReactSelectField name="clearable" isClearable label={t('select.sample.clearable')} options={options} />
      <ReactSelectField name="locked" disabled label={t('input.sample.disabled')} options={options} />
      <ReactSelectField name="required" label={t('select.sample.required')} options={options} />
      <label className="form-label" htmlFor={id}>
        {t('select.sample.loading')}
      </label>
      <Select inputId={id} isLoading options={[]} />
    </Form>
  )
}
