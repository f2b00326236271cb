import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { MaskedField } from '@core/forms/fields/MaskedField'
import { TextField } from '@core/forms/fields/TextField'

/** Checked here and never sent: the order carries the method only. */
export function CardFields() {
  const { t } = useTranslation('ecommerce')
  return (
    <fieldset>
      <legend className="visually-hidden">{t('payment.methods.card')}</legend>
      <Row className="gx-3">
        <Col md={12}>
          <MaskedField
            name="number"
            id="card-number"
            label={t('payment.number')}
            mask="0000 0000 0000 0000"
            placeholder="4242 4242 4242 4242"
            autoComplete="cc-number"
          />
        </Col>
        <Col md={6}>
          <TextField id="card-name" label={t('payment.name')} name="name" autoComplete="cc-name" />
        </Col>
        <Col xs={6} md={3}>
          <MaskedField
            name="expiry"
            id="card-expiry"
            label={t('payment.expiry')}
            mask="00/00"
            keepMasked
            placeholder="MM/YY"
            autoComplete="cc-exp"
          />
        </Col>
        <Col xs={6} md={3}>
          <MaskedField
            name="cvv"
            id="card-cvv"
            label={t('payment.cvv')}
            mask="0000"
            placeholder="123"
            autoComplete="cc-csc"
          />
        </Col>
      </Row>
      <p className="small text-body-secondary mb-0">{t('payment.neverStored')}</p>
    </fieldset>
  )
}
