import { useTranslation } from 'react-i18next'
import { Card, CardBody, Col, Row } from 'reactstrap'
import type { InvoiceResponse } from '../contract'
import { DocumentHeader } from './DocumentHeader'
import { DocumentItems } from './DocumentItems'
import { DocumentParties } from './DocumentParties'
import { DocumentTotals } from './DocumentTotals'

export function InvoiceDocument({ invoice, paymentDetails }: InvoiceResponse) {
  const { t } = useTranslation('invoice')
  return (
    <Card className="invoice-document">
      <CardBody className="p-4">
        <DocumentHeader invoice={invoice} />
        <hr className="my-4" />
        <DocumentParties invoice={invoice} paymentDetails={paymentDetails} />
      </CardBody>
      <DocumentItems items={invoice.items ?? []} />
      <CardBody className="p-4">
        <Row className="g-3">
          <Col md={6} className="order-2 order-md-1">
            {invoice.salesperson && (
              <p className="mb-1">
                <span className="fw-semibold">{t('document.salesperson')}:</span> {invoice.salesperson}
              </p>
            )}
            <p className="mb-0 text-body-secondary">{t('document.thanks')}</p>
          </Col>
          <Col md={6} className="order-1 order-md-2 d-flex justify-content-md-end">
            <DocumentTotals invoice={invoice} />
          </Col>
        </Row>
        {invoice.note && (
          <>
            <hr className="my-4" />
            <p className="mb-0">
              <span className="fw-semibold">{t('document.note')}:</span> {invoice.note}
            </p>
          </>
        )}
      </CardBody>
    </Card>
  )
}
