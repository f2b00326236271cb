import { useLocation } from 'react-router-dom'
import { OpenFirstRecord } from '@core/list/records'
import { useGetInvoicesQuery } from '../api'
import { InvoiceNotFound } from './InvoiceNotFound'

/** The bare /apps/invoice/preview and /apps/invoice/edit open the invoice with the lowest id. */
export default function OpenFirstInvoice() {
  const { pathname } = useLocation()
  return (
    <OpenFirstRecord
      query={useGetInvoicesQuery({ sortColumn: 'id', sort: 'asc', perPage: 1 })}
      firstId={(data) => data.invoices[0]?.id}
      to={(id) => `${pathname.replace(/\/$/, '')}/${id}`}
      none={<InvoiceNotFound />}
    />
  )
}
