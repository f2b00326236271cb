import { useTranslation } from 'react-i18next'
import { Avatar } from '@core/components/Avatar'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { todoTags, todoTeam, type Assignee } from '../contract'
import type { TaskForm } from './taskForm'

export function PeopleAndTags() {
  const { t } = useTranslation('todo')
  return (
    <>
      <ReactSelectField<TaskForm, Assignee>
        id="task-assignee"
        name="assignee"
        label={t('fields.assignee')}
        keepOptions
        isClearable
        options={todoTeam}
        getOptionValue={(person) => person.fullName}
        getOptionLabel={(person) => person.fullName}
        formatOptionLabel={(person) => (
          <span className="d-inline-flex align-items-center gap-2">
            <Avatar name={person.fullName} src={person.avatar} size="sm" color="info" decorative />
            {person.fullName}
          </span>
        )}
      />
      <ReactSelectField<TaskForm>
        id="task-tags"
        name="tags"
        label={t('fields.tags')}
        isMulti
        options={todoTags.map((tag) => ({ value: tag, label: t(`tags.${tag}`) }))}
      />
    </>
  )
}
