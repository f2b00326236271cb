import { useTranslation } from 'react-i18next'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { fruits } from '../fruits'
import { Form } from '@core/forms/Form'

/** The select follows the text fields' small and large sizes. */
export default function SelectSizes() {
  const { t } = useTranslation('formElements')
  const options = fruits.map((value) => ({ value, label: t(`select.sample.fruits.${value}`) }))
  return (
    <Form defaultValues={{ small: 'apple', normal: 'apple', large: 'apple' }}>
      <ReactSelectField name="small" size="sm" label={t('input.sample.small')} options={options} />
      <ReactSelectField name="normal" label={t('input.sample.default')} options={options} />
      <ReactSelectField
        name="large"
        size="lg"
        label={t('input.sample.large')}
        options={options}
        className="mb-0"
      />
    </Form>
  )
}
