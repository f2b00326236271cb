import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a search, filter or pick outside any form
import { Badge, Input, Label } from 'reactstrap'

interface Props {
  annual: boolean
  saving: number
  onChange: (annual: boolean) => void
}

export function BillingSwitch({ annual, saving, onChange }: Props) {
  const { t } = useTranslation('help')
  return (
    <div className="d-inline-flex flex-wrap align-items-center justify-content-center gap-2">
      <span aria-hidden="true">{t('pricing.monthly')}</span>
      <div className="form-check form-switch mb-0">
        <Input
          id="pricing-billing"
          type="switch"
          role="switch"
          checked={annual}
          onChange={(event) => onChange(event.target.checked)}
        />
        <Label for="pricing-billing" className="visually-hidden">
          {t('pricing.billedAnnually')}
        </Label>
      </div>
      <span aria-hidden="true">{t('pricing.annually')}</span>
      {saving > 0 && (
        <Badge color="success" pill className="bg-success-subtle text-success-emphasis">
          {t('pricing.saveUpTo', { percent: saving })}
        </Badge>
      )}
    </div>
  )
}
