import { useTranslation } from 'react-i18next'
import { Badge, Card, CardBody, Col, Row, Table } from 'reactstrap'
import { LogoMark } from '@core/components/Logo'
import { formatDate, formatMoney } from '@/utility/format'
import { company } from '../company'
import { statusLooks } from '../status'
import { lineTotal } from '../contract'
import type { InvoiceResponse } from '../contract'
import { DocumentTotals } from './DocumentTotals'

/** The invoice as the client receives it; also exactly what prints (see invoice.scss). */
export function InvoiceDocument({ invoice, paymentDetails }: InvoiceResponse) {
  const { t, i18n } = useTranslation('invoice')
  const date = (value: string) => formatDate(value, i18n.language)
  const { client } = invoice
  const look = statusLooks[invoice.invoiceStatus]
  const payment = [
    [t('document.totalDue'), formatMoney(paymentDetails.totalDue, i18n.language)],
    [t('document.bank'), paymentDetails.bankName],
    [t('document.country'), paymentDetails.country],
    [t('document.iban'), paymentDetails.iban],
    [t('document.swift'), paymentDetails.swiftCode]
  ]

  return (
    <Card className="invoice-document">
      <CardBody className="p-4">
        <Row className="g-3">
          <Col sm={7}>
            <div className="d-flex align-items-center gap-2 mb-3">
              <LogoMark size={36} />
              <span className="h3 mb-0 text-primary fw-bold">{company.name}</span>
            </div>
            {/* <bdi>: addresses and phone numbers keep their own order in a right-to-left page. */}
            <address className="mb-0 text-body-secondary">
              {[...company.address, company.phone].map((line) => <div key={line}><bdi>{line}</bdi></div>)}
            </address>
          </Col>
          <Col sm={5} className="text-sm-end">
            <h1 className="h4 mb-2">{t('document.number', { id: invoice.id })}</h1>
            <Badge color={look.color} className={`mb-2 bg-${look.color}-subtle text-${look.color}-emphasis`}>{t(`status.${look.key}`)}</Badge>
            <div><span className="text-body-secondary">{t('document.issued')}:</span> <span className="fw-semibold">{date(invoice.issuedDate)}</span></div>
            <div><span className="text-body-secondary">{t('document.due')}:</span> <span className="fw-semibold">{date(invoice.dueDate)}</span></div>
          </Col>
        </Row>
        <hr className="my-4" />
        <Row className="g-3">
          <Col md={6}>
            <h2 className="h6 mb-2">{t('document.billTo')}</h2>
            <address className="mb-0">
              <div className="fw-semibold">{client.name}</div>
              {[client.company, client.address, client.country, client.contact, client.companyEmail].filter(Boolean).map((line) => <div key={line}><bdi>{line}</bdi></div>)}
            </address>
          </Col>
          <Col md={6}>
            <h2 className="h6 mb-2">{t('document.paymentDetails')}</h2>
            <Table size="sm" borderless className="mb-0 invoice-payment-table">
              <tbody>
                {payment.map(([label, value]) => (
                  <tr key={label}><th scope="row" className="fw-normal text-body-secondary ps-0">{label}</th><td className="text-break"><bdi>{value}</bdi></td></tr>
                ))}
              </tbody>
            </Table>
          </Col>
        </Row>
      </CardBody>
      <Table responsive className="mb-0 invoice-items">
        <thead>
          <tr>
            <th scope="col">{t('document.item')}</th>
            <th scope="col" className="text-end">{t('document.cost')}</th>
            <th scope="col" className="text-end">{t('document.qty')}</th>
            <th scope="col" className="text-end">{t('document.price')}</th>
          </tr>
        </thead>
        <tbody>
          {(invoice.items ?? []).map((item, index) => (
            <tr key={index}>
              <td><div className="fw-semibold">{item.name}</div><small className="text-body-secondary">{item.description}</small></td>
              <td className="text-end">{formatMoney(item.cost, i18n.language)}</td>
              <td className="text-end">{item.qty}</td>
              <td className="text-end">{formatMoney(lineTotal(item), i18n.language)}</td>
            </tr>
          ))}
          {(invoice.items ?? []).length === 0 && <tr><td colSpan={4} className="text-center text-body-secondary py-4">{t('document.noItems')}</td></tr>}
        </tbody>
      </Table>
      <CardBody className="p-4">
        <Row className="g-3">
          <Col md={6} className="order-2 order-md-1">
            {invoice.salesperson && <p className="mb-1"><span className="fw-semibold">{t('document.salesperson')}:</span> {invoice.salesperson}</p>}
            <p className="mb-0 text-body-secondary">{t('document.thanks')}</p>
          </Col>
          <Col md={6} className="order-1 order-md-2 d-flex justify-content-md-end">
            <DocumentTotals invoice={invoice} />
          </Col>
        </Row>
        {invoice.note && (
          <>
            <hr className="my-4" />
            <p className="mb-0"><span className="fw-semibold">{t('document.note')}:</span> {invoice.note}</p>
          </>
        )}
      </CardBody>
    </Card>
  )
}
