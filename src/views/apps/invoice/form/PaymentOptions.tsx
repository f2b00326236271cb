import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
// eslint-disable-next-line no-restricted-imports -- a control of its own, not yet in the family
import { Col, FormGroup, Input, Label, Row } from 'reactstrap'
import { SelectField } from '@core/forms/fields/SelectField'
import { paymentMethods } from '../contract'
import type { InvoiceForm } from './schema'

const flags = ['paymentTerms', 'clientNotes', 'paymentStub'] as const

export function PaymentOptions() {
  const { t } = useTranslation('invoice')
  const { register } = useFormContext<InvoiceForm>()
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
        {flags.map((flag) => {
          const { ref, ...rest } = register(flag)
          return (
            <FormGroup switch key={flag} className="mb-0">
              <Input type="switch" id={`invoice-${flag}`} innerRef={ref} {...rest} />
              <Label for={`invoice-${flag}`} check>
                {t(`form.${flag}`)}
              </Label>
            </FormGroup>
          )
        })}
      </Col>
    </Row>
  )
}
