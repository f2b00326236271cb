import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkSpec } from '@core/list/bulk/types'
import { useBulkActions } from '@core/list/bulk/useBulkActions'
import { useUndoEntry } from '@widgets/activity/useUndoEntry'
import { useExportNotice } from '@widgets/notifications/useExportNotice'
import { useDeleteInvoicesMutation, useLazyGetInvoicesQuery, useUpdateInvoicesMutation } from '../api'
import { invoiceStatuses, type Invoice, type InvoiceListParams } from '../contract'
import { isPaymentStatus } from '../payment.contract'
import { statusLooks } from '../status'

// The payments decide Paid and Partial Payment: only the stages set by hand are offered.
const stages = invoiceStatuses.filter((status) => !isPaymentStatus(status))

/** The invoice list's bulk actions: delete, set the stage of every selected invoice, export to CSV or .xlsx. */
export function useBulk(params: InvoiceListParams): BulkSpec<Invoice> {
  const { t } = useTranslation('invoice')
  const [deleteInvoices] = useDeleteInvoicesMutation()
  const [updateInvoices] = useUpdateInvoicesMutation()
  const [readPage] = useLazyGetInvoicesQuery()
  const { remove, set } = useBulkActions()
  const undo = useUndoEntry()
  const exported = useExportNotice('invoice')
  return useMemo(
    () => ({
      rowName: (invoice) => `#${invoice.id}`,
      actions: [
        remove((selection) => deleteInvoices({ selection }), undo),
        ...set(
          t('columns.status'),
          stages.map((status) => ({ value: status, label: t(`status.${statusLooks[status].key}`) })),
          (invoiceStatus, selection) => updateInvoices({ selection, change: { invoiceStatus } }),
          { undo }
        )
      ],
      // Amounts and dates as the contract holds them: a spreadsheet formats them in its reader's language.
      export: {
        file: 'invoices',
        columns: [
          { header: '#', value: (invoice) => invoice.id },
          {
            header: t('columns.status'),
            value: (invoice) => t(`status.${statusLooks[invoice.invoiceStatus].key}`)
          },
          { header: t('columns.client'), value: (invoice) => invoice.client.name },
          { header: t('columns.total'), value: (invoice) => invoice.total },
          { header: t('columns.issuedDate'), value: (invoice) => invoice.issuedDate },
          { header: t('columns.dueDate'), value: (invoice) => invoice.dueDate },
          { header: t('columns.balance'), value: (invoice) => invoice.balance }
        ],
        page: (page, perPage) =>
          readPage({ ...params, page, perPage })
            .unwrap()
            .then((data) => ({ rows: data.invoices, total: data.total })),
        exported
      }
    }),
    [t, remove, set, undo, deleteInvoices, updateInvoices, readPage, params, exported]
  )
}
