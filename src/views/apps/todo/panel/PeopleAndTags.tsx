import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Label } from 'reactstrap'
import { PersonAvatar } from '@core/components/Avatar'
import { Select } from '@core/components/select/Select'
import { asPerson, demoTeam } from '@/utility/people.contract'
import { todoTags, type Assignee, type TodoTag } from '../contract'
import type { TaskForm } from './taskForm'

interface TagOption {
  value: TodoTag
  label: string
}

const team: Assignee[] = demoTeam.map(({ name, avatar }) => ({ fullName: name, avatar }))

export function PeopleAndTags() {
  const { t } = useTranslation('todo')
  const { control } = useFormContext<TaskForm>()
  const tagOptions: TagOption[] = todoTags.map((tag) => ({ value: tag, label: t(`tags.${tag}`) }))
  return (
    <>
      <div className="mb-3">
        <Label for="task-assignee">{t('fields.assignee')}</Label>
        <Controller
          control={control}
          name="assignee"
          render={({ field }) => (
            <Select<Assignee>
              inputId="task-assignee"
              options={team}
              value={team.find((person) => person.fullName === field.value?.fullName) ?? null}
              onChange={(person) => field.onChange(person ? { ...person } : null)}
              onBlur={field.onBlur}
              isClearable
              getOptionValue={(person) => person.fullName}
              getOptionLabel={(person) => person.fullName}
              formatOptionLabel={(person) => (
                <span className="d-inline-flex align-items-center gap-2">
                  <PersonAvatar person={asPerson(person.fullName, person.avatar)} size="sm" decorative />
                  {person.fullName}
                </span>
              )}
            />
          )}
        />
      </div>
      <div className="mb-3">
        <Label for="task-tags">{t('fields.tags')}</Label>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <Select<TagOption, true>
              inputId="task-tags"
              isMulti
              options={tagOptions}
              value={tagOptions.filter((option) => field.value.includes(option.value))}
              onChange={(options) => field.onChange(options.map((option) => option.value))}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
    </>
  )
}
