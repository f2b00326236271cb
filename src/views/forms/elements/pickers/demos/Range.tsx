import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@core/forms/fields/DateField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

/** A first and a last day; the popover closes once both are chosen. */
function PickerRangeFields() {
  const { t } = useTranslation('formElements')
  return (
    <>
      <DateField name="stay" mode="range" label={t('pickers.sample.stay')} />
      <Value value={useWatch({ name: 'stay' })} />
    </>
  )
}

export default function PickerRange() {
  return (
    <Form defaultValues={{ stay: { from: '', to: '' } }}>
      <PickerRangeFields />
    </Form>
  )
}
