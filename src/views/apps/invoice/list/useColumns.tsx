import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { TableColumn } from '@core/components/data-table/DataTable'
import { Money } from '@core/components/Money'
import { formatDate } from '@/utility/format'
import { BalanceCell } from '../components/BalanceCell'
import { ClientCell } from '../components/ClientCell'
import { StatusIcon } from '../components/StatusIcon'
import { invoicePaths } from '../contract'
import type { Invoice, InvoiceSortColumn } from '../contract'
import { RowActions, type RowActionHandlers } from './RowActions'

type Column = TableColumn<Invoice> & { id: InvoiceSortColumn | 'actions' }

/** A sortable column's `id` is also its server sortColumn, so the arrow and the server's order agree. */
export function useColumns(handlers: RowActionHandlers): Column[] {
  const { t, i18n } = useTranslation('invoice')
  const language = i18n.language
  return useMemo(() => {
    const sortable = (id: InvoiceSortColumn) => ({ id, sortable: true, sortField: id })
    return [
      {
        ...sortable('id'),
        name: '#',
        width: '90px',
        cell: (row) => (
          <Link to={invoicePaths.preview(row.id)} className="fw-semibold">
            #{row.id}
          </Link>
        )
      },
      {
        ...sortable('invoiceStatus'),
        name: t('columns.status'),
        width: '100px',
        cell: (row) => <StatusIcon status={row.invoiceStatus} id={row.id} />
      },
      {
        ...sortable('client.name'),
        name: t('columns.client'),
        grow: 2,
        minWidth: '240px',
        cell: (row) => <ClientCell invoice={row} />
      },
      {
        ...sortable('total'),
        name: t('columns.total'),
        minWidth: '110px',
        cell: (row) => <Money value={row.total} />
      },
      {
        ...sortable('issuedDate'),
        name: t('columns.issuedDate'),
        minWidth: '150px',
        cell: (row) => formatDate(row.issuedDate, language)
      },
      {
        ...sortable('dueDate'),
        name: t('columns.dueDate'),
        minWidth: '150px',
        cell: (row) => formatDate(row.dueDate, language)
      },
      {
        ...sortable('balance'),
        name: t('columns.balance'),
        minWidth: '110px',
        cell: (row) => <BalanceCell balance={row.balance} />
      },
      {
        id: 'actions',
        name: t('columns.actions'),
        minWidth: '110px',
        cell: (row) => <RowActions invoice={row} {...handlers} />
      }
    ] satisfies Column[]
  }, [t, language, handlers])
}
