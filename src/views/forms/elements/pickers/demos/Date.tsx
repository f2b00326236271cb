import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@core/forms/fields/DateField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

/** One day in a popover calendar; the week starts on the page language's first day. */
function PickerDateFields() {
  const { t } = useTranslation('formElements')
  return (
    <>
      <DateField name="birthday" label={t('pickers.sample.birthday')} help={t('pickers.sample.weekHelp')} />
      <Value value={useWatch({ name: 'birthday' })} />
    </>
  )
}

export default function PickerDate() {
  return (
    <Form defaultValues={{ birthday: '' }}>
      <PickerDateFields />
    </Form>
  )
}
