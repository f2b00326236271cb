import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { Value } from '../../Value'
import { fruits } from '../fruits'

/** Several values, each removable by its own button; `maxChoices` caps them. */
export default function SelectMulti() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { basket: ['apple', 'pear'] } })
  const options = fruits.map((value) => ({ value, label: t(`select.sample.fruits.${value}`) }))
  return (
    <>
      <ReactSelectField
        control={control}
        name="basket"
        isMulti
        maxChoices={4}
        label={t('select.sample.basket')}
        help={t('select.sample.basketHelp')}
        options={options}
      />
      <Value value={useWatch({ control, name: 'basket' })} />
    </>
  )
}
