import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router-dom'
import { QueryState } from '@core/components/QueryState'
import { useGetInvoicesQuery } from '../api'
import { InvoiceNotFound } from './InvoiceNotFound'

/** The bare /apps/invoice/preview and /apps/invoice/edit (SPEC section 2) open the invoice with
 *  the lowest id, on the same screen they name. */
export default function OpenFirstInvoice() {
  const { t } = useTranslation('invoice')
  const { pathname } = useLocation()
  const { data, isLoading, error, refetch } = useGetInvoicesQuery({ sortColumn: 'id', sort: 'asc', perPage: 1 })
  if (!data) return <QueryState loading={isLoading} error={error && t('errors.load', { message: error.message })} onRetry={refetch} />
  const first = data.invoices[0]
  if (!first) return <InvoiceNotFound />
  return <Navigate to={`${pathname.replace(/\/$/, '')}/${first.id}`} replace />
}
