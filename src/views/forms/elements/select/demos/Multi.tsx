import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { Value } from '../../Value'
import { fruits } from '../fruits'
import { Form } from '@core/forms/Form'

/** Several values, each removable by its own button; `maxChoices` caps them. */
function SelectMultiFields() {
  const { t } = useTranslation('formElements')
  const options = fruits.map((value) => ({ value, label: t(`select.sample.fruits.${value}`) }))
  return (
    <>
      <ReactSelectField
        name="basket"
        isMulti
        maxChoices={4}
        label={t('select.sample.basket')}
        help={t('select.sample.basketHelp')}
        options={options}
      />
      <Value value={useWatch({ name: 'basket' })} />
    </>
  )
}

export default function SelectMulti() {
  return (
    <Form defaultValues={{ basket: ['apple', 'pear'] }}>
      <SelectMultiFields />
    </Form>
  )
}
