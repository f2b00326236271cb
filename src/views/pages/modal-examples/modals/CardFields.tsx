import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { CheckField } from '@core/forms/fields/CheckField'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { TextField } from '@core/forms/fields/TextField'
import { cardBrand } from '../cardRules'
import type { CardFields as Card } from '../schemas'

/** Number (its brand shown as it is typed), name, expiry and CVV. */
export function CardFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('modals')
  const { control, trigger, getFieldState } = useFormContext<Card>()
  const number = useWatch({ control, name: 'number' }) ?? ''
  const brand = cardBrand(number)
  // The CVV's length follows the number's brand: a new number can make a refused CVV right.
  useEffect(() => {
    if (getFieldState('cvv').invalid) void trigger('cvv')
  }, [number, getFieldState, trigger])
  return (
    <Row className="gx-3">
      <Col xs={12}>
        <MaskedField<Card>
          id={`${idPrefix}-number`}
          name="number"
          label={t('card.number')}
          mask="0000 0000 0000 0000 000"
          autoComplete="cc-number"
          labelAside={
            <span className="badge bg-secondary-subtle text-secondary-emphasis" aria-live="polite">
              {t(brand ? `card.brands.${brand}` : 'card.brands.none')}
            </span>
          }
        />
      </Col>
      <Col md={6}>
        <TextField id={`${idPrefix}-holder`} label={t('card.name')} autoComplete="cc-name" name="holder" />
      </Col>
      <Col xs={6} md={3}>
        <MaskedField<Card>
          id={`${idPrefix}-expiry`}
          name="expiry"
          label={t('card.expiry')}
          mask="00/00"
          placeholder={t('card.expiryPlaceholder')}
          autoComplete="cc-exp"
        />
      </Col>
      <Col xs={6} md={3}>
        <MaskedField<Card>
          id={`${idPrefix}-cvv`}
          name="cvv"
          label={t('card.cvv')}
          mask="0000"
          autoComplete="cc-csc"
        />
      </Col>
      <Col xs={12}>
        <CheckField id={`${idPrefix}-primary`} switch label={t('card.primary')} name="primary" />
      </Col>
    </Row>
  )
}
