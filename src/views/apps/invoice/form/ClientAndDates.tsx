import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { TextField } from '@core/forms/fields/TextField'
import { ClientPicker } from './ClientPicker'

export function ClientAndDates() {
  const { t } = useTranslation('invoice')
  return (
    <Row className="g-3">
      <Col md={6}>
        <ClientPicker />
      </Col>
      <Col sm={6} md={3}>
        <TextField id="invoice-issued" label={t('form.issuedDate')} type="date" name="issuedDate" />
      </Col>
      <Col sm={6} md={3}>
        <TextField id="invoice-due" label={t('form.dueDate')} type="date" name="dueDate" />
      </Col>
    </Row>
  )
}
