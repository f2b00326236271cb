import type { ListState, ListStateSpec } from '@core/list/useListState'
import { invoiceStatuses, type InvoiceSortColumn, type InvoiceStatus } from '../contract'

export const listSpec: ListStateSpec<{ status: InvoiceStatus }, InvoiceSortColumn> = {
  filters: { status: invoiceStatuses },
  sortColumns: ['id', 'invoiceStatus', 'client.name', 'total', 'issuedDate', 'dueDate', 'balance'],
  sort: ['id', 'desc']
}

export type InvoiceListState = ListState<{ status: InvoiceStatus }, InvoiceSortColumn>
