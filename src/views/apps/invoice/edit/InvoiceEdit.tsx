import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PageHeader } from '@core/components/PageHeader'
import { mutate } from '@core/forms/mutate'
import { useUpdateInvoiceMutation } from '../api'
import { OpenElsewhereNote } from '@core/components/OpenElsewhereNote'
import { WithInvoice } from '../components/WithInvoice'
import { InvoiceForm } from '../form/InvoiceForm'
import { toInvoiceForm } from '../form/schema'
import { invoicePaths, invoiceSchema } from '../contract'
import '../invoice.scss'

export default function InvoiceEdit() {
  const { t } = useTranslation('invoice')
  const navigate = useNavigate()
  const [updateInvoice] = useUpdateInvoiceMutation()

  return (
    <>
      <PageHeader
        title={t('titles.edit')}
        crumbs={[{ label: t('common:nav.apps') }, { label: t('titles.list'), to: invoicePaths.list }]}
      />
      <WithInvoice>
        {({ invoice }) => (
          <>
            <OpenElsewhereNote entity="invoice" id={invoice.id} />
            <InvoiceForm
              key={invoice.id}
              defaultValues={toInvoiceForm(invoice)}
              cancelTo={invoicePaths.preview(invoice.id)}
              versioned={{ version: invoice.version, record: invoiceSchema, valuesOf: toInvoiceForm }}
              onSubmit={async (values, { version }) => {
                const result = await mutate(updateInvoice({ id: invoice.id, version, ...values }), {
                  done: t('toasts.updated', { id: invoice.id }),
                  failed: false
                })
                if (result.error) return result
                navigate(invoicePaths.preview(invoice.id))
              }}
            />
          </>
        )}
      </WithInvoice>
    </>
  )
}
