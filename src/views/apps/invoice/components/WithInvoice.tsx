import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { QueryState } from '@core/components/QueryState'
import { useGetInvoiceQuery } from '../api'
import type { InvoiceResponse } from '../contract'
import { InvoiceNotFound } from './InvoiceNotFound'

/** The invoice named by the route's `:id`, handed to `children` once loaded; loading, failure
 *  (with retry) and an unknown id are answered here, once for the preview and the edit screens. */
export function WithInvoice({ children }: { children: (data: InvoiceResponse) => ReactNode }) {
  const { t } = useTranslation('invoice')
  const { id = '' } = useParams()
  const invoiceId = Number(id)
  const valid = Number.isSafeInteger(invoiceId) && invoiceId > 0
  const { currentData, isFetching, error, refetch } = useGetInvoiceQuery(invoiceId, { skip: !valid })

  if (!valid || (error && 'status' in error && error.status === 404)) return <InvoiceNotFound id={id} />
  if (!currentData) return <QueryState loading={isFetching} error={error && t('errors.load', { message: error.message })} onRetry={refetch} />
  return children(currentData)
}
