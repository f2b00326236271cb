import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'
import { Value } from '../../Value'

/** A time alone: the browser's time input, in 24 or 12 hours as the user's settings say, in quarter hours. */
export default function PickerTime() {
  const { t } = useTranslation('formElements')
  const { register, control } = useForm({ defaultValues: { opens: '09:00' } })
  return (
    <>
      <TextField type="time" step={900} label={t('pickers.sample.opens')} registration={register('opens')} />
      <Value value={useWatch({ control, name: 'opens' })} />
    </>
  )
}
