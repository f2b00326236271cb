import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { NumberField } from '@core/forms/fields/NumberField'

const errors = { invalid: { type: 'demo', message: 'formElements:number-input.sample.invalidMessage' } }

/** Disabled, read-only and invalid steppers. */
export default function NumberStates() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { disabled: 3, readOnly: 7, invalid: 0 }, errors })
  return (
    <>
      <NumberField control={control} name="disabled" disabled label={t('input.sample.disabled')} />
      <NumberField control={control} name="readOnly" readOnly label={t('input.sample.readOnly')} />
      <NumberField
        control={control}
        name="invalid"
        min={0}
        label={t('number-input.sample.seats')}
        className="mb-0"
      />
    </>
  )
}
