import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { NumberField } from '@core/forms/fields/NumberField'
import { Value } from '../../Value'

/** A step of 0.25 with two decimals, and a step of 5; a typed value is rounded and kept in range on leaving. */
export default function NumberStepDecimals() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { weight: 1.5, discount: 10 } })
  return (
    <>
      <NumberField
        control={control}
        name="weight"
        step={0.25}
        min={0}
        max={20}
        decimals={2}
        label={t('number-input.sample.weight')}
      />
      <NumberField
        control={control}
        name="discount"
        step={5}
        min={0}
        max={50}
        label={t('number-input.sample.discount')}
      />
      <Value value={useWatch({ control })} />
    </>
  )
}
