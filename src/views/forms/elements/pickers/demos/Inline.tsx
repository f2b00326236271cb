import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@core/forms/fields/DateField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

/** The calendar on the page itself, here choosing a range. */
function PickerInlineFields() {
  const { t } = useTranslation('formElements')
  return (
    <>
      <DateField name="trip" mode="range" inline label={t('pickers.sample.trip')} />
      <Value value={useWatch({ name: 'trip' })} />
    </>
  )
}

export default function PickerInline() {
  return (
    <Form defaultValues={{ trip: { from: '', to: '' } }}>
      <PickerInlineFields />
    </Form>
  )
}
