import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { Value } from '../../Value'
import { cardBrand } from '../cardBrand'

/** Groups of four digits as typed; the brand is read from the first digits. */
export default function MaskCreditCard() {
  const { t } = useTranslation('formElements')
  const { control } = useForm({ defaultValues: { card: '' } })
  const card = useWatch({ control, name: 'card' })
  return (
    <>
      <MaskedField
        control={control}
        name="card"
        mask="0000 0000 0000 0000"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        label={t('input-mask.sample.card')}
        help={t('input-mask.sample.brand', { brand: cardBrand(card) ?? t('input-mask.sample.unknownBrand') })}
      />
      <Value value={card} />
    </>
  )
}
