import { useTranslation } from 'react-i18next'
import { PeopleField } from '@core/forms/fields/PeopleField'
import { ReactSelectField } from '@core/forms/fields/ReactSelectField'
import { demoTeam } from '@/utility/people.contract'
import { todoTags } from '../contract'
import type { TaskForm } from './taskForm'

export function PeopleAndTags() {
  const { t } = useTranslation('todo')
  return (
    <>
      <PeopleField<TaskForm>
        id="task-assignee"
        name="assignee"
        label={t('fields.assignee')}
        isClearable
        people={demoTeam}
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
