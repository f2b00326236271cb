import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@core/forms/fields/DateField'
import { Value } from '../../Value'

/** Several separate days; a click on a chosen day lets it go. */
export default function PickerMultiple() {
  const { t } = useTranslation('formElements')
  const { control } = useForm<{ shifts: string[] }>({ defaultValues: { shifts: [] } })
  return (
    <>
      <DateField control={control} name="shifts" mode="multiple" label={t('pickers.sample.shifts')} />
      <Value value={useWatch({ control, name: 'shifts' })} />
    </>
  )
}
