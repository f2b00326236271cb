import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@core/components/ConfirmDialog'
import { notify } from '@core/components/toast'
import { useAddInvoiceMutation, useDeleteInvoiceMutation } from '../api'
import { downloadInvoice } from '../download'
import type { Invoice } from '../contract'
import type { RowActionHandlers } from './RowActions'

/** What the row menu does, and the confirmation that stands before a delete. The list refetches
 *  by itself after a duplicate or delete (the mutations invalidate it). */
export function useRowActions() {
  const { t, i18n } = useTranslation('invoice')
  const [doomed, setDoomed] = useState<Invoice | null>(null)
  const [addInvoice] = useAddInvoiceMutation()
  const [deleteInvoice, { isLoading: deleting }] = useDeleteInvoiceMutation()

  const handlers = useMemo<RowActionHandlers>(
    () => ({
      onDownload: (invoice) => downloadInvoice(invoice, t, i18n.language),
      onDelete: setDoomed,
      onDuplicate: async ({ id, ...fields }) => {
        const result = await addInvoice(fields)
        if (result.error) notify.error(t('toasts.duplicateFailed', { id, message: result.error.message }))
        else notify.success(t('toasts.duplicated', { id, newId: result.data.invoice.id }))
      }
    }),
    [t, i18n.language, addInvoice]
  )

  const confirmDelete = async () => {
    if (!doomed) return
    const result = await deleteInvoice(doomed.id)
    if (result.error) notify.error(t('toasts.deleteFailed', { id: doomed.id, message: result.error.message }))
    else notify.success(t('toasts.deleted', { id: doomed.id }))
    setDoomed(null)
  }

  const dialog = (
    <ConfirmDialog
      isOpen={doomed !== null}
      title={t('delete.title')}
      message={t('delete.message', { id: doomed?.id ?? '' })}
      busy={deleting}
      onConfirm={confirmDelete}
      onCancel={() => setDoomed(null)}
    />
  )
  return { handlers, dialog }
}
