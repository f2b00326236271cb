import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@core/forms/fields/DateField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

/** Several separate days; a click on a chosen day lets it go. */
function PickerMultipleFields() {
  const { t } = useTranslation('formElements')
  return (
    <>
      <DateField name="shifts" mode="multiple" label={t('pickers.sample.shifts')} />
      <Value value={useWatch({ name: 'shifts' })} />
    </>
  )
}

export default function PickerMultiple() {
  return (
    <Form<{ shifts: string[] }> defaultValues={{ shifts: [] }}>
      <PickerMultipleFields />
    </Form>
  )
}
