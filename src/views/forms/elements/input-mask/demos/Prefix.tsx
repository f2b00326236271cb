import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { Value } from '../../Value'

/** Letters that are not pattern characters are fixed: the prefix is shown, never typed nor stored. */
export default function MaskPrefix() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { invoice: '' } })
  return (
    <>
      <MaskedField
        control={control}
        name="invoice"
        mask="INV-000000"
        placeholder="INV-004127"
        label={t('input-mask.sample.invoice')}
      />
      <Value value={useWatch({ control, name: 'invoice' })} />
    </>
  )
}
