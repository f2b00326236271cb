import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@core/forms/fields/DateField'
import { Value } from '../../Value'

/** A day and a time of day; the time opens once a day is chosen. */
export default function PickerDateTime() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { call: '' } })
  return (
    <>
      <DateField control={control} name="call" mode="datetime" label={t('pickers.sample.call')} />
      <Value value={useWatch({ control, name: 'call' })} />
    </>
  )
}
