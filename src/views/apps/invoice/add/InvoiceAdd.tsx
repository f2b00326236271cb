import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PageHeader } from '@core/components/PageHeader'
import { notify } from '@core/components/toast'
import { useAddInvoiceMutation } from '../api'
import { InvoiceForm } from '../form/InvoiceForm'
import { emptyInvoiceForm } from '../form/schema'
import { listPath, previewPath } from '../paths'
import '../invoice.scss'

/** A new invoice; once saved, its preview. */
export default function InvoiceAdd() {
  const { t } = useTranslation('invoice')
  const navigate = useNavigate()
  const [addInvoice] = useAddInvoiceMutation()
  const [defaultValues] = useState(emptyInvoiceForm)

  return (
    <>
      <PageHeader title={t('titles.add')} crumbs={[{ label: t('menu.invoice'), to: listPath }]} />
      <InvoiceForm
        defaultValues={defaultValues}
        cancelTo={listPath}
        onSubmit={async (values) => {
          const result = await addInvoice(values)
          if (result.error) return result.error.message ?? t('errors.unknown')
          notify.success(t('toasts.added', { id: result.data.invoice.id }))
          navigate(previewPath(result.data.invoice.id))
          return null
        }}
      />
    </>
  )
}
