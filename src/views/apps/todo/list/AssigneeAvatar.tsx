import { useTranslation } from 'react-i18next'
import { PersonAvatar } from '@core/components/Avatar'
import type { Person } from '@/utility/people.contract'

/** Labelled as a whole: the initials of "Assigned to …" would not be the person's. */
export function AssigneeAvatar({ person }: { person: Person }) {
  const { t } = useTranslation('todo')
  const label = t('list.assignedTo', { name: person.name })
  return (
    <span className="d-inline-flex" title={label} role="img" aria-label={label}>
      <PersonAvatar person={person} size="sm" decorative />
    </span>
  )
}

export function UnassignedAvatar() {
  const { t } = useTranslation('todo')
  return (
    <span
      className="todo-no-assignee"
      title={t('list.unassigned')}
      role="img"
      aria-label={t('list.unassigned')}
    >
      <svg viewBox="0 0 26 26" width="26" height="26" aria-hidden="true" focusable="false">
        <circle cx="13" cy="13" r="13" className="todo-no-assignee-disc" />
        <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <circle cx="11" cy="10" r="3.2" />
          <path d="M5.5 19.5a5.5 5.5 0 0 1 11 0" />
          <path d="M19 9v5M16.5 11.5h5" />
        </g>
      </svg>
    </span>
  )
}
