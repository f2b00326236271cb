import type { ReactNode } from 'react'
import { RecordGate, useIdParam } from '@core/list/records'
import { useGetInvoiceQuery } from '../api'
import type { InvoiceResponse } from '../contract'
import { InvoiceNotFound } from './InvoiceNotFound'

export function WithInvoice({ children }: { children: (data: InvoiceResponse) => ReactNode }) {
  const { raw, id } = useIdParam()
  const query = useGetInvoiceQuery(id ?? 0, { skip: id === null })
  if (id === null) return <InvoiceNotFound id={raw} />
  return (
    <RecordGate query={query} notFound={<InvoiceNotFound id={raw} />}>
      {children}
    </RecordGate>
  )
}
