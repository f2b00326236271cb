import type { KeyboardEvent } from 'react'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useTranslation } from 'react-i18next'
import type { Task } from '../contract'
import { taskKey } from './columns'
import { TaskCardBody } from './TaskCardBody'

interface Props {
  task: Task
  onOpen: (task: Task) => void
}

export function TaskCard({ task, onOpen }: Props) {
  const { t } = useTranslation('kanban')
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: taskKey(task.id),
    attributes: { roleDescription: t('dnd.roleDescription') }
  })
  // The sortable's own role and tab stop, written out so the linter sees a button.
  const { role: _role, tabIndex: _tabIndex, ...sortableAttributes } = attributes
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isDragging) {
      event.preventDefault()
      onOpen(task)
      return
    }
    listeners?.onKeyDown?.(event)
  }
  return (
    <div
      ref={setNodeRef}
      className={`kanban-card card ${isDragging ? 'is-placeholder' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-task-id={task.id}
      {...sortableAttributes}
      role="button"
      tabIndex={0}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(task)}
    >
      <TaskCardBody task={task} />
    </div>
  )
}
