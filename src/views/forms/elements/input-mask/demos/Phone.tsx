import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

/** A phone number with its country code fixed in the pattern; the form keeps the digits only. */
function MaskPhoneFields() {
  const { t } = useTranslation('formElements')
  return (
    <>
      <MaskedField
        name="phone"
        mask="+1 (000) 000-0000"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+1 (555) 010-0199"
        label={t('input-mask.sample.phone')}
      />
      <Value value={useWatch({ name: 'phone' })} />
    </>
  )
}

export default function MaskPhone() {
  return (
    <Form defaultValues={{ phone: '' }}>
      <MaskPhoneFields />
    </Form>
  )
}
