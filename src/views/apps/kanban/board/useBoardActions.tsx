import { useTranslation } from 'react-i18next'
import { useConfirmDelete } from '@core/list/useConfirmDelete'
import { useDemoText } from '@core/hooks/useDemoText'
import { useClearTasksMutation, useDeleteBoardMutation } from '../api'
import type { Board } from '../contract'

export function useBoardActions() {
  const { t } = useTranslation('kanban')
  const demo = useDemoText('kanban')
  const titleOf = (board: Board) => demo(`boards.${board.id}`, board.title)
  const [clearTasks] = useClearTasksMutation()
  const [deleteBoard] = useDeleteBoardMutation()
  const clear = useConfirmDelete<Board>({
    remove: ({ id }) => clearTasks(id),
    title: t('confirm.clear'),
    message: (board) => t('confirm.clearMessage', { title: titleOf(board) }),
    deleted: (board) => t('toasts.cleared', { title: titleOf(board) }),
    failed: (board, message) => t('toasts.clearFailed', { title: titleOf(board), message })
  })
  const remove = useConfirmDelete<Board>({
    remove: ({ id }) => deleteBoard(id),
    title: t('confirm.deleteBoard'),
    message: (board) => t('confirm.deleteBoardMessage', { title: titleOf(board) }),
    deleted: (board) => t('toasts.boardDeleted', { title: titleOf(board) }),
    failed: (board, message) => t('toasts.boardDeleteFailed', { title: titleOf(board), message })
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
