import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { Value } from '../../Value'

/** A phone number with its country code fixed in the pattern; the form keeps the digits only. */
export default function MaskPhone() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { phone: '' } })
  return (
    <>
      <MaskedField
        control={control}
        name="phone"
        mask="+1 (000) 000-0000"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+1 (555) 010-0199"
        label={t('input-mask.sample.phone')}
      />
      <Value value={useWatch({ control, name: 'phone' })} />
    </>
  )
}
