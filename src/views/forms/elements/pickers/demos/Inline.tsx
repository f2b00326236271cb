import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@core/forms/fields/DateField'
import { Value } from '../../Value'

/** The calendar on the page itself, here choosing a range. */
export default function PickerInline() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { trip: { from: '', to: '' } } })
  return (
    <>
      <DateField control={control} name="trip" mode="range" inline label={t('pickers.sample.trip')} />
      <Value value={useWatch({ control, name: 'trip' })} />
    </>
  )
}
