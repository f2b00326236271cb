import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Col, Row, Table } from 'reactstrap'
import { Money } from '@core/components/Money'
import { parseMoney } from '@/utility/format'
import { ClientAddress } from '../components/ClientAddress'
import type { InvoiceResponse } from '../contract'

export function DocumentParties({ invoice: { client, balance }, paymentDetails }: InvoiceResponse) {
  const { t } = useTranslation('invoice')
  const payment: [string, ReactNode][] = [
    [t('document.totalDue'), <Money value={Math.max(0, parseMoney(balance))} />],
    [t('document.bank'), paymentDetails.bankName],
    [t('document.country'), paymentDetails.country],
    [t('document.iban'), paymentDetails.iban],
    [t('document.swift'), paymentDetails.swiftCode]
  ]
  return (
    <Row className="g-3">
      <Col md={6}>
        <h2 className="h6 mb-2">{t('document.billTo')}</h2>
        <ClientAddress
          client={client}
          className="mb-0"
          first={<div className="fw-semibold">{client.name}</div>}
        />
      </Col>
      <Col md={6}>
        <h2 className="h6 mb-2">{t('document.paymentDetails')}</h2>
        <Table size="sm" borderless className="mb-0 invoice-payment-table">
          <tbody>
            {payment.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className="fw-normal text-body-secondary ps-0">
                  {label}
                </th>
                <td className="text-break">
                  <bdi>{value}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Col>
    </Row>
  )
}
