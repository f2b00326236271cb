import { CalendarDays, MessageSquare, Paperclip } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PersonAvatar } from '@core/components/Avatar'
import { formatDate } from '@/utility/format'
import { useDemoText } from '@core/hooks/useDemoText'
import { assigneeOnWire, type Task } from '../contract'
import { labelBadgeClass, useLabelText } from '../labels'
import { DataImage } from '@core/components/data-image/DataImage'

const shownPeople = 3

export function TaskCardBody({ task }: { task: Task }) {
  const { t, i18n } = useTranslation('kanban')
  const title = useDemoText('kanban')(`tasks.${task.id}.title`, task.title)
  const { coverImage, labels, dueDate, attachments, comments, assignedTo } = task
  const labelText = useLabelText()
  const hidden = assignedTo.length - shownPeople
  return (
    <>
      {coverImage && (
        <DataImage src={coverImage} alt="" className="kanban-card-cover" width={320} height={140} />
      )}
      <div className="p-3">
        {labels.length > 0 && (
          <ul className="list-unstyled d-flex flex-wrap gap-1 mb-2">
            {labels.map((label) => (
              <li key={label} className={`badge rounded-pill ${labelBadgeClass(label)}`}>
                {labelText(label)}
              </li>
            ))}
          </ul>
        )}
        <p className="fw-medium mb-2 text-break">{title}</p>
        <div className="d-flex align-items-center flex-wrap gap-2 small text-body-secondary">
          <span className="d-inline-flex align-items-center gap-1">
            <CalendarDays size={14} aria-hidden="true" />
            <span className="visually-hidden">{t('card.due', { date: '' })}</span>
            {formatDate(dueDate, i18n.language, { day: 'numeric', month: 'short' })}
          </span>
          {attachments.length > 0 && (
            <span
              className="d-inline-flex align-items-center gap-1"
              title={t('card.attachments', { count: attachments.length })}
            >
              <Paperclip size={14} aria-hidden="true" />
              <span aria-hidden="true">{attachments.length}</span>
              <span className="visually-hidden">{t('card.attachments', { count: attachments.length })}</span>
            </span>
          )}
          {comments.length > 0 && (
            <span
              className="d-inline-flex align-items-center gap-1"
              title={t('card.comments', { count: comments.length })}
            >
              <MessageSquare size={14} aria-hidden="true" />
              <span aria-hidden="true">{comments.length}</span>
              <span className="visually-hidden">{t('card.comments', { count: comments.length })}</span>
            </span>
          )}
          {assignedTo.length > 0 && (
            <ul className="kanban-people list-unstyled d-flex mb-0 ms-auto" aria-label={t('card.assignees')}>
              {assignedTo.slice(0, shownPeople).map((person) => (
                <li key={person.title}>
                  <PersonAvatar person={assigneeOnWire.toPerson(person)} size="sm" />
                </li>
              ))}
              {hidden > 0 && (
                <li>
                  <span
                    className="avatar-initials kanban-more bg-secondary-subtle text-secondary-emphasis"
                    role="img"
                    aria-label={t('card.more', { count: hidden })}
                    dir="ltr"
                  >
                    +{hidden}
                  </span>
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
    </>
  )
}
