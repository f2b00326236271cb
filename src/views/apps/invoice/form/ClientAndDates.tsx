import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { DateField } from '@core/forms/fields/DateField'
import { ClientPicker } from './ClientPicker'

export function ClientAndDates() {
  const { t } = useTranslation('invoice')
  return (
    <Row className="g-3">
      <Col md={6}>
        <ClientPicker />
      </Col>
      <Col sm={6} md={3}>
        <DateField id="invoice-issued" label={t('form.issuedDate')} name="issuedDate" />
      </Col>
      <Col sm={6} md={3}>
        <DateField id="invoice-due" label={t('form.dueDate')} name="dueDate" />
      </Col>
    </Row>
  )
}
