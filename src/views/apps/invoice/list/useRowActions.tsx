import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { mutate } from '@core/forms/mutate'
import { useConfirmDelete } from '@core/list/useConfirmDelete'
import { useAddInvoiceMutation, useDeleteInvoiceMutation } from '../api'
import type { Invoice } from '../contract'
import { downloadInvoice } from '../download'
import { settle } from '../payment.contract'
import type { RowActionHandlers } from './RowActions'

/** The mutations invalidate the list, so it refetches by itself. */
export function useRowActions() {
  const { t, i18n } = useTranslation('invoice')
  const [addInvoice] = useAddInvoiceMutation()
  const [deleteInvoice] = useDeleteInvoiceMutation()
  const { ask, dialog } = useConfirmDelete<Invoice>({
    remove: ({ id }) => deleteInvoice(id),
    title: t('delete.title'),
    message: ({ id }) => t('delete.message', { id }),
    deleted: ({ id }) => t('toasts.deleted', { id }),
    failed: ({ id }, message) => t('toasts.deleteFailed', { id, message })
  })

  const handlers = useMemo<RowActionHandlers>(
    () => ({
      onDownload: (invoice) => downloadInvoice(invoice, t, i18n.language),
      onDelete: ask,
      onDuplicate: async ({ id, balance: _paidSoFar, ...fields }) => {
        // A copy starts unpaid, so a payment status gives way to the stage the rule falls back to.
        const { invoiceStatus } = settle(fields.total, 0, fields.invoiceStatus)
        await mutate(addInvoice({ ...fields, invoiceStatus }), {
          done: ({ invoice }) => t('toasts.duplicated', { id, newId: invoice.id }),
          failed: (message) => t('toasts.duplicateFailed', { id, message })
        })
      }
    }),
    [t, i18n.language, addInvoice, ask]
  )
  return { handlers, dialog }
}
