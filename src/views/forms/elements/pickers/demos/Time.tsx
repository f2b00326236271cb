import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@core/forms/fields/TextField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

/** A time alone: the browser's time input, in 24 or 12 hours as the user's settings say, in quarter hours. */
function PickerTimeFields() {
  const { t } = useTranslation('formElements')
  return (
    <>
      <TextField type="time" step={900} label={t('pickers.sample.opens')} name="opens" />
      <Value value={useWatch({ name: 'opens' })} />
    </>
  )
}

export default function PickerTime() {
  return (
    <Form defaultValues={{ opens: '09:00' }}>
      <PickerTimeFields />
    </Form>
  )
}
