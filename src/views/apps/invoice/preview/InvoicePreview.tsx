import { useTranslation } from 'react-i18next'
import { Col, Row } from 'reactstrap'
import { PageHeader } from '@core/components/PageHeader'
import { RecordHistory } from '@widgets/activity/RecordHistory'
import { WithInvoice } from '../components/WithInvoice'
import { invoicePaths } from '../contract'
import '../invoice.scss'
import { InvoiceDocument } from './InvoiceDocument'
import { PreviewActions } from './PreviewActions'

export default function InvoicePreview() {
  const { t } = useTranslation('invoice')
  return (
    <>
      <div className="d-print-none">
        <PageHeader
          title={t('titles.preview')}
          crumbs={[{ label: t('common:nav.apps') }, { label: t('titles.list'), to: invoicePaths.list }]}
        />
      </div>
      <WithInvoice>
        {(data) => (
          <Row className="invoice-preview">
            <Col xl={9} lg={8}>
              <InvoiceDocument {...data} />
            </Col>
            <Col xl={3} lg={4}>
              <PreviewActions invoice={data.invoice} />
              <div className="d-print-none mt-4">
                <RecordHistory entity="invoice" id={data.invoice.id} />
              </div>
            </Col>
          </Row>
        )}
      </WithInvoice>
    </>
  )
}
