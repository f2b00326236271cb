import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@core/forms/fields/DateField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

/** A day and a time of day; the time opens once a day is chosen. */
function PickerDateTimeFields() {
  const { t } = useTranslation('formElements')
  return (
    <>
      <DateField name="call" mode="datetime" label={t('pickers.sample.call')} />
      <Value value={useWatch({ name: 'call' })} />
    </>
  )
}

export default function PickerDateTime() {
  return (
    <Form defaultValues={{ call: '' }}>
      <PickerDateTimeFields />
    </Form>
  )
}
