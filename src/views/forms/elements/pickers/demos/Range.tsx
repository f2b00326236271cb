import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@core/forms/fields/DateField'
import { Value } from '../../Value'

/** A first and a last day; the popover closes once both are chosen. */
export default function PickerRange() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { stay: { from: '', to: '' } } })
  return (
    <>
      <DateField control={control} name="stay" mode="range" label={t('pickers.sample.stay')} />
      <Value value={useWatch({ control, name: 'stay' })} />
    </>
  )
}
