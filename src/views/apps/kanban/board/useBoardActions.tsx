import { useTranslation } from 'react-i18next'
import { useConfirmDelete } from '@core/list/useConfirmDelete'
import { useClearTasksMutation, useDeleteBoardMutation } from '../api'
import type { Board } from '../contract'

export function useBoardActions() {
  const { t } = useTranslation('kanban')
  const [clearTasks] = useClearTasksMutation()
  const [deleteBoard] = useDeleteBoardMutation()
  const clear = useConfirmDelete<Board>({
    remove: ({ id }) => clearTasks(id),
    title: t('confirm.clear'),
    message: ({ title }) => t('confirm.clearMessage', { title }),
    deleted: ({ title }) => t('toasts.cleared', { title }),
    failed: ({ title }, message) => t('toasts.clearFailed', { title, message })
  })
  const remove = useConfirmDelete<Board>({
    remove: ({ id }) => deleteBoard(id),
    title: t('confirm.deleteBoard'),
    message: ({ title }) => t('confirm.deleteBoardMessage', { title }),
    deleted: ({ title }) => t('toasts.boardDeleted', { title }),
    failed: ({ title }, message) => t('toasts.boardDeleteFailed', { title, message })
  })
  return {
    onClear: clear.ask,
    onDelete: remove.ask,
    dialogs: (
      <>
        {clear.dialog}
        {remove.dialog}
      </>
    )
  }
}
