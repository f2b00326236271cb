import { useState } from 'react'
import { MoreVertical, Pencil, Trash2, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownItem } from 'reactstrap'
import { LazyDropdown } from '@core/components/LazyDropdown'
import { mutate } from '@core/forms/mutate'
import { useDemoText } from '@core/hooks/useDemoText'
import { useUpdateBoardMutation } from '../api'
import type { Board } from '../contract'
import { LazyTitleForm } from './LazyTitleForm'

interface Props {
  board: Board
  count: number
  headingId: string
  onClear: (board: Board) => void
  onDelete: (board: Board) => void
}

export function BoardHeader({ board, count, headingId, onClear, onDelete }: Props) {
  const { t } = useTranslation('kanban')
  const title = useDemoText('kanban')(`boards.${board.id}`, board.title)
  const [renaming, setRenaming] = useState(false)
  const [updateBoard] = useUpdateBoardMutation()

  const rename = async (renamed: string) => {
    if (renamed === title) return true
    const result = await mutate(updateBoard({ id: board.id, title: renamed }), {
      done: t('toasts.boardRenamed', { title: renamed }),
      failed: (message) => t('toasts.failed', { message })
    })
    return !result.error
  }

  if (renaming) {
    return (
      <div className="mb-3">
        <LazyTitleForm
          label={t('board.titleLabel')}
          initial={title}
          submitLabel={t('add.save')}
          onSubmit={rename}
          onDone={() => setRenaming(false)}
        />
      </div>
    )
  }
  return (
    <div className="d-flex align-items-center gap-2 mb-3">
      <h2 id={headingId} className="h6 mb-0 text-truncate">
        <button
          type="button"
          className="kanban-board-title btn btn-link p-0 text-reset text-decoration-none fw-semibold"
          title={t('board.renameTitle', { title })}
          onClick={() => setRenaming(true)}
        >
          {title}
        </button>
      </h2>
      <span className="badge rounded-pill bg-secondary-subtle text-secondary-emphasis" dir="auto">
        {t('board.count', { count })}
      </span>
      <LazyDropdown
        className="ms-auto"
        menuProps={{ end: true }}
        toggleProps={{
          color: 'link',
          className: 'btn-icon-action',
          'aria-label': t('board.actions', { title }),
          children: <MoreVertical size={18} aria-hidden="true" />
        }}
      >
        {() => (
          <>
            <DropdownItem onClick={() => setRenaming(true)}>
              <Pencil size={16} className="me-2" aria-hidden="true" />
              {t('board.rename')}
            </DropdownItem>
            <DropdownItem onClick={() => onClear(board)} disabled={count === 0}>
              <XCircle size={16} className="me-2" aria-hidden="true" />
              {t('board.clear')}
            </DropdownItem>
            <DropdownItem className="text-danger" onClick={() => onDelete(board)}>
              <Trash2 size={16} className="me-2" aria-hidden="true" />
              {t('board.delete')}
            </DropdownItem>
          </>
        )}
      </LazyDropdown>
    </div>
  )
}
