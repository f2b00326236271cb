import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { Value } from '../../Value'
import { Form } from '@core/forms/Form'

/** Letters that are not pattern characters are fixed: the prefix is shown, never typed nor stored. */
function MaskPrefixFields() {
  const { t } = useTranslation('formElements')
  return (
    <>
      <MaskedField
        name="invoice"
        mask="INV-000000"
        placeholder="INV-004127"
        label={t('input-mask.sample.invoice')}
      />
      <Value value={useWatch({ name: 'invoice' })} />
    </>
  )
}

export default function MaskPrefix() {
  return (
    <Form defaultValues={{ invoice: '' }}>
      <MaskPrefixFields />
    </Form>
  )
}
