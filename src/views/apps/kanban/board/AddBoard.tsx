import { useState } from 'react'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { mutate } from '@core/forms/mutate'
import { useAddBoardMutation } from '../api'
import { LazyTitleForm } from './LazyTitleForm'

export function AddBoard() {
  const { t } = useTranslation('kanban')
  const [adding, setAdding] = useState(false)
  const [addBoard] = useAddBoardMutation()

  const add = async (title: string) => {
    const result = await mutate(addBoard({ title }), {
      done: t('toasts.boardAdded', { title }),
      failed: (message) => t('toasts.failed', { message })
    })
    return !result.error
  }

  return (
    <div className="kanban-board kanban-add-board">
      {adding ? (
        <LazyTitleForm
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
