import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@core/forms/fields/DateField'
import { Value } from '../../Value'

/** One day in a popover calendar; the week starts on the page language's first day. */
export default function PickerDate() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { birthday: '' } })
  return (
    <>
      <DateField
        control={control}
        name="birthday"
        label={t('pickers.sample.birthday')}
        help={t('pickers.sample.weekHelp')}
      />
      <Value value={useWatch({ control, name: 'birthday' })} />
    </>
  )
}
