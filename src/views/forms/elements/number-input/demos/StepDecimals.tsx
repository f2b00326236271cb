import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { NumberField } from '@core/forms/fields/NumberField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

/** A step of 0.25 with two decimals, and a step of 5; a typed value is rounded and kept in range on leaving. */
function NumberStepDecimalsFields() {
  const { t } = useTranslation('formElements')
  return (
    <>
      <NumberField
        name="weight"
        step={0.25}
        min={0}
        max={20}
        decimals={2}
        label={t('number-input.sample.weight')}
      />
      <NumberField name="discount" step={5} min={0} max={50} label={t('number-input.sample.discount')} />
      <Value value={useWatch()} />
    </>
  )
}

export default function NumberStepDecimals() {
  return (
    <Form defaultValues={{ weight: 1.5, discount: 10 }}>
      <NumberStepDecimalsFields />
    </Form>
  )
}
