import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { Value } from '../../Value'
import { cardBrand } from '../cardBrand'
import { Form } from '@core/forms/Form'

/** Groups of four digits as typed; the brand is read from the first digits. */
function MaskCreditCardFields() {
  const { t } = useTranslation('formElements')
  const card = useWatch({ name: 'card' })
  return (
    <>
      <MaskedField
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

export default function MaskCreditCard() {
  return (
    <Form defaultValues={{ card: '' }}>
      <MaskCreditCardFields />
    </Form>
  )
}
