import type { CSSProperties, ReactNode } from 'react'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { GripVertical, RotateCcw, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@core/components/IconButton'
import { SafeHtml } from '@core/components/SafeHtml'
import { useDemoText } from '@core/hooks/useDemoText'
import { formatDate } from '@/utility/format'
import { assigneeOnWire, type Task } from '../contract'
import { tagColors } from '../tagColors'
import { AssigneeAvatar, UnassignedAvatar } from './AssigneeAvatar'

export interface TaskActions {
  open: (task: Task) => void
  toggle: (task: Task, field: 'isCompleted' | 'isImportant') => void
  restore: (task: Task) => void
}

const today = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

interface Props {
  task: Task
  actions: TaskActions
  /** The row's selection check box, where the view offers bulk actions. */
  select?: ReactNode
}

export function TaskRow({ task, actions, select }: Props) {
  const { t, i18n } = useTranslation('todo')
  const demo = useDemoText('todo')
  const title = demo(`tasks.${task.id}.title`, task.title)
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: task.id })
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition }
  const overdue = task.dueDate !== '' && !task.isCompleted && task.dueDate < today()
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`todo-item${isDragging ? ' todo-item-dragging' : ''}${task.isCompleted ? ' todo-item-done' : ''}`}
    >
      {select}
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-icon-action todo-handle"
        aria-label={t('list.move', { title })}
        {...attributes}
        {...listeners}
      >
        <GripVertical size={16} aria-hidden="true" />
      </button>
      <input
        type="checkbox"
        className="form-check-input m-0 flex-shrink-0"
        checked={task.isCompleted}
        aria-label={t('list.complete', { title })}
        onChange={() => actions.toggle(task, 'isCompleted')}
      />
      <div className="todo-item-main">
        <button
          type="button"
          className="todo-title text-truncate"
          aria-label={t('list.open', { title })}
          onClick={() => actions.open(task)}
        >
          {title}
        </button>
        {task.description && (
          <SafeHtml
            html={demo(`tasks.${task.id}.description`, task.description)}
            className="todo-description text-truncate"
          />
        )}
      </div>
      <div className="todo-item-meta">
        {task.tags.map((tag) => (
          <span
            key={tag}
            className={`badge rounded-pill bg-${tagColors[tag]}-subtle text-${tagColors[tag]}-emphasis`}
          >
            {t(`tags.${tag}`)}
          </span>
        ))}
        <span className={`small text-nowrap ${overdue ? 'text-danger' : 'text-body-secondary'}`}>
          {task.dueDate
            ? t('list.due', {
                date: formatDate(task.dueDate, i18n.language, { day: 'numeric', month: 'short' })
              })
            : t('list.noDue')}
        </span>
        {task.assignee ? (
          <AssigneeAvatar person={assigneeOnWire.toPerson(task.assignee)} />
        ) : (
          <UnassignedAvatar />
        )}
        {task.isDeleted ? (
          <IconButton
            icon={RotateCcw}
            label={t('list.restore', { title })}
            title={t('panel.restore')}
            onClick={() => actions.restore(task)}
          />
        ) : (
          <IconButton
            icon={Star}
            className={task.isImportant ? 'text-warning' : undefined}
            label={t('list.important', { title })}
            pressed={task.isImportant}
            onClick={() => actions.toggle(task, 'isImportant')}
          />
        )}
      </div>
    </li>
  )
}
