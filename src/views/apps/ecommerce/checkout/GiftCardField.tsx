import { useTranslation } from 'react-i18next'
import { Input, Label } from 'reactstrap'

export function GiftCardField({
  code,
  invalid,
  onChange
}: {
  code: string
  invalid: boolean
  onChange: (code: string) => void
}) {
  const { t } = useTranslation('ecommerce')
  return (
    <div>
      <Label for="gift-code">{t('payment.giftCode')}</Label>
      <Input
        id="gift-code"
        value={code}
        placeholder="ABCD-1234-EFGH"
        invalid={invalid}
        aria-invalid={invalid}
        aria-describedby={invalid ? 'gift-code-error' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid && (
        <div id="gift-code-error" className="invalid-feedback d-block">
          {t('payment.errors.giftCode')}
        </div>
      )}
    </div>
  )
}
