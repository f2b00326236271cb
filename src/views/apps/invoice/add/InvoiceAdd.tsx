import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PageHeader } from '@core/components/PageHeader'
import { mutate } from '@core/forms/mutate'
import { useAddInvoiceMutation } from '../api'
import { InvoiceForm } from '../form/InvoiceForm'
import { emptyInvoiceForm } from '../form/schema'
import { invoicePaths } from '../contract'
import '../invoice.scss'

export default function InvoiceAdd() {
  const { t } = useTranslation('invoice')
  const navigate = useNavigate()
  const [addInvoice] = useAddInvoiceMutation()
  const [defaultValues] = useState(emptyInvoiceForm)

  return (
    <>
      <PageHeader
        title={t('titles.add')}
        crumbs={[{ label: t('common:nav.apps') }, { label: t('titles.list'), to: invoicePaths.list }]}
      />
      <InvoiceForm
        defaultValues={defaultValues}
        cancelTo={invoicePaths.list}
        onSubmit={async (values) => {
          const result = await mutate(addInvoice(values), {
            done: ({ invoice }) => t('toasts.added', { id: invoice.id }),
            failed: false
          })
          if (result.error) return result
          navigate(invoicePaths.preview(result.data.invoice.id))
        }}
      />
    </>
  )
}
