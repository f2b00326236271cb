import { useState } from 'react'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { notify } from '@core/components/toast'
import { useAddBoardMutation } from '../api'
import { InlineTitleForm } from './InlineTitleForm'

export function AddBoard() {
  const { t } = useTranslation('kanban')
  const [adding, setAdding] = useState(false)
  const [addBoard] = useAddBoardMutation()

  const add = async (title: string) => {
    const result = await addBoard({ title })
    if (result.error) notify.error(t('toasts.failed', { message: result.error.message }))
    else notify.success(t('toasts.boardAdded', { title }))
    return !result.error
  }

  return (
    <div className="kanban-board kanban-add-board">
      {adding ? (
        <InlineTitleForm
          label={t('board.titleLabel')}
          submitLabel={t('add.submit')}
          onSubmit={add}
          onDone={() => setAdding(false)}
        />
      ) : (
        <Button color="primary" outline className="w-100" onClick={() => setAdding(true)}>
          <Plus size={16} className="me-1" aria-hidden="true" />
          {t('add.board')}
        </Button>
      )}
    </div>
  )
}
