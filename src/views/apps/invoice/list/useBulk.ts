import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkSpec } from '@core/list/bulk/types'
import { useBulkActions } from '@core/list/bulk/useBulkActions'
import { useUndoEntry } from '@widgets/activity/useUndoEntry'
import { useDeleteInvoicesMutation, useUpdateInvoicesMutation } from '../api'
import { invoiceStatuses, type Invoice } from '../contract'
import { isPaymentStatus } from '../payment.contract'
import { statusLooks } from '../status'

// The payments decide Paid and Partial Payment: only the stages set by hand are offered.
const stages = invoiceStatuses.filter((status) => !isPaymentStatus(status))

/** The invoice list's bulk actions: delete, and set the stage of every selected invoice. */
export function useBulk(): BulkSpec<Invoice> {
  const { t } = useTranslation('invoice')
  const [deleteInvoices] = useDeleteInvoicesMutation()
  const [updateInvoices] = useUpdateInvoicesMutation()
  const { remove, set } = useBulkActions()
  const undo = useUndoEntry()
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
      ]
    }),
    [t, remove, set, undo, deleteInvoices, updateInvoices]
  )
}
