import { lazy, useState } from 'react'
import { CreditCard, Download, Pencil, Printer, Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button, Card, CardBody } from 'reactstrap'
import { OnceOpened } from '@core/components/OnceOpened'
import { parseMoney } from '@/utility/format'
import { downloadInvoice } from '../download'
import { invoicePaths } from '../contract'
import type { Invoice } from '../contract'

const SendInvoicePanel = lazy(() =>
  import('./SendInvoicePanel').then((module) => ({ default: module.SendInvoicePanel }))
)
const AddPaymentPanel = lazy(() =>
  import('./AddPaymentPanel').then((module) => ({ default: module.AddPaymentPanel }))
)

type Panel = 'send' | 'payment' | null

export function PreviewActions({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoice')
  const [panel, setPanel] = useState<Panel>(null)
  const settled = parseMoney(invoice.balance) <= 0

  return (
    <Card className="invoice-actions d-print-none">
      <CardBody className="d-grid gap-2">
        <Button color="primary" onClick={() => setPanel('send')}>
          <Send size={16} className="me-2" aria-hidden="true" />
          {t('actions.send')}
        </Button>
        <Button color="secondary" outline onClick={() => downloadInvoice(invoice, t, i18n.language)}>
          <Download size={16} className="me-2" aria-hidden="true" />
          {t('actions.download')}
        </Button>
        <div className="d-flex flex-wrap gap-2">
          <Button color="secondary" outline className="flex-fill" onClick={() => window.print()}>
            <Printer size={16} className="me-2" aria-hidden="true" />
            {t('actions.print')}
          </Button>
          <Link to={invoicePaths.edit(invoice.id)} className="btn btn-outline-secondary flex-fill">
            <Pencil size={16} className="me-2" aria-hidden="true" />
            {t('actions.edit')}
          </Link>
        </div>
        <Button
          color="success"
          onClick={() => setPanel('payment')}
          disabled={settled}
          title={settled ? t('payment.settled') : undefined}
        >
          <CreditCard size={16} className="me-2" aria-hidden="true" />
          {t('actions.addPayment')}
        </Button>
      </CardBody>
      <OnceOpened open={panel === 'send'}>
        <SendInvoicePanel invoice={invoice} isOpen={panel === 'send'} onClose={() => setPanel(null)} />
      </OnceOpened>
      <OnceOpened open={panel === 'payment'}>
        <AddPaymentPanel invoice={invoice} isOpen={panel === 'payment'} onClose={() => setPanel(null)} />
      </OnceOpened>
    </Card>
  )
}
