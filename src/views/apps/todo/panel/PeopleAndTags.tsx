import { useTranslation } from 'react-i18next'
import { PersonAvatar } from '@core/components/Avatar'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { asPerson, demoTeam } from '@/utility/people.contract'
import { todoTags, type Assignee } from '../contract'
import type { TaskForm } from './taskForm'

const team: Assignee[] = demoTeam.map(({ name, avatar }) => ({ fullName: name, avatar }))

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
        options={team}
        getOptionValue={(person) => person.fullName}
        getOptionLabel={(person) => person.fullName}
        formatOptionLabel={(person) => (
          <span className="d-inline-flex align-items-center gap-2">
            <PersonAvatar person={asPerson(person.fullName, person.avatar)} size="sm" decorative />
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
