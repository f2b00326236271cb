import { useId, useState } from 'react'
import { useDroppable } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { mutate } from '@core/forms/mutate'
import { useAddBoardTaskMutation } from '../api'
import type { Board, Task } from '../contract'
import { BoardHeader } from './BoardHeader'
import { boardKey, taskKey } from './columns'
import { LazyTitleForm } from './LazyTitleForm'
import { TaskCard } from './TaskCard'

interface Props {
  board: Board
  tasks: Task[]
  onOpen: (task: Task) => void
  onClear: (board: Board) => void
  onDelete: (board: Board) => void
  /** A new count opens the add form. */
  addRequests?: number
}

export function BoardColumn({ board, tasks, onOpen, onClear, onDelete, addRequests = 0 }: Props) {
  const { t } = useTranslation('kanban')
  const headingId = useId()
  const [adding, setAdding] = useState(false)
  const [addTask] = useAddBoardTaskMutation()
  const { setNodeRef, isOver } = useDroppable({ id: boardKey(board.id) })
  const [seenRequests, setSeenRequests] = useState(0)
  if (addRequests !== seenRequests) {
    setSeenRequests(addRequests)
    if (addRequests > seenRequests) setAdding(true)
  }

  const add = async (title: string) => {
    const result = await mutate(addTask({ title, boardId: board.id }), {
      done: t('toasts.taskAdded', { title }),
      failed: (message) => t('toasts.failed', { message })
    })
    return !result.error
  }

  return (
    <section className="kanban-board" aria-labelledby={headingId} data-board-id={board.id}>
      <BoardHeader
        board={board}
        count={tasks.length}
        headingId={headingId}
        onClear={onClear}
        onDelete={onDelete}
      />
      <SortableContext
        id={board.id}
        items={tasks.map((task) => taskKey(task.id))}
        strategy={verticalListSortingStrategy}
      >
        <div ref={setNodeRef} className={`kanban-tasks ${isOver ? 'is-over' : ''}`}>
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} onOpen={onOpen} />
          ))}
          {tasks.length === 0 && (
            <p className="kanban-empty small text-body-secondary text-center mb-0">{t('boards.noTasks')}</p>
          )}
        </div>
      </SortableContext>
      {adding ? (
        <LazyTitleForm
          label={t('add.taskTitle')}
          submitLabel={t('add.submit')}
          onSubmit={add}
          onDone={() => setAdding(false)}
        />
      ) : (
        <Button color="link" className="px-0 text-decoration-none" onClick={() => setAdding(true)}>
          <Plus size={16} className="me-1" aria-hidden="true" />
          {t('add.task')}
        </Button>
      )}
    </section>
  )
}
