import { useTranslation } from 'react-i18next'
import { Badge, Col, Row } from 'reactstrap'
import { LogoMark } from '@core/components/Logo'
import { formatDate } from '@/utility/format'
import { company } from '../company'
import { statusLooks } from '../status'
import type { Invoice } from '../contract'

export function DocumentHeader({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoice')
  const date = (value: string) => formatDate(value, i18n.language)
  const look = statusLooks[invoice.invoiceStatus]
  return (
    <Row className="g-3">
      <Col sm={7}>
        <div className="d-flex align-items-center gap-2 mb-3">
          <LogoMark size={36} />
          <span className="h3 mb-0 text-primary fw-bold">{company.name}</span>
        </div>
        {/* <bdi>: addresses and phone numbers keep their own order in a right-to-left page. */}
        <address className="mb-0 text-body-secondary">
          {[...company.address, company.phone].map((line) => (
            <div key={line}>
              <bdi>{line}</bdi>
            </div>
          ))}
        </address>
      </Col>
      <Col sm={5} className="text-sm-end">
        <h1 className="h4 mb-2">{t('document.number', { id: invoice.id })}</h1>
        <Badge color={look.color} className={`mb-2 bg-${look.color}-subtle text-${look.color}-emphasis`}>
          {t(`status.${look.key}`)}
        </Badge>
        <div>
          <span className="text-body-secondary">{t('document.issued')}:</span>{' '}
          <span className="fw-semibold">{date(invoice.issuedDate)}</span>
        </div>
        <div>
          <span className="text-body-secondary">{t('document.due')}:</span>{' '}
          <span className="fw-semibold">{date(invoice.dueDate)}</span>
        </div>
      </Col>
    </Row>
  )
}
