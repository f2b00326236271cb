import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '@core/components/toast'
import { useConfirmDelete } from '@core/list/useConfirmDelete'
import { useAddInvoiceMutation, useDeleteInvoiceMutation } from '../api'
import type { Invoice } from '../contract'
import { downloadInvoice } from '../download'
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
      onDuplicate: async ({ id, ...fields }) => {
        const result = await addInvoice(fields)
        if (result.error) notify.error(t('toasts.duplicateFailed', { id, message: result.error.message }))
        else notify.success(t('toasts.duplicated', { id, newId: result.data.invoice.id }))
      }
    }),
    [t, i18n.language, addInvoice, ask]
  )
  return { handlers, dialog }
}
