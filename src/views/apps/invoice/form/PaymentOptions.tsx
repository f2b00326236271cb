import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { CheckField } from '@core/forms/fields/CheckField'
import { SelectField } from '@core/forms/fields/SelectField'
import { paymentMethods } from '../contract'

const flags = ['paymentTerms', 'clientNotes', 'paymentStub'] as const

export function PaymentOptions() {
  const { t } = useTranslation('invoice')
  return (
    <Row className="g-3 align-items-end">
      <Col md={4}>
        <SelectField
          id="invoice-method"
          label={t('form.paymentMethod')}
          name="paymentMethod"
          className="mb-0"
          options={paymentMethods.map((method) => ({ value: method, label: t(`form.methods.${method}`) }))}
        />
      </Col>
      <Col md={8} className="d-flex flex-wrap gap-3">
        {flags.map((flag) => (
          <CheckField
            switch
            key={flag}
            id={`invoice-${flag}`}
            name={flag}
            label={t(`form.${flag}`)}
            className="mb-0"
          />
        ))}
      </Col>
    </Row>
  )
}
